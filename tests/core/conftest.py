from hypothesis import settings

# The mutation run (tests/mutation/run.py) needs the same examples every time: whether a mutant
# is killed must not depend on the draws or on examples saved by earlier runs.
settings.register_profile("mutation", derandomize=True, database=None)
