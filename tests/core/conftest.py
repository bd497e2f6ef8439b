from hypothesis import HealthCheck, settings

# The mutation run (tests/mutation/run.py) needs the same verdict every time: whether a mutant
# is killed must not depend on the draws, on examples saved by earlier runs, or on the
# machine's load (no per-example deadline, no "generation too slow" health check: both are
# wall-clock measurements that fail on a busy machine).
settings.register_profile("mutation", derandomize=True, database=None, deadline=None,
                          suppress_health_check=[HealthCheck.too_slow])
