"""Start time of pe-desktop: launch -> the window first painted, and -> its views painted with data.

Launches the app N times (fresh settings folder each time) with $PE_DESKTOP_STARTUP_PROBE set,
so the app prints both times itself and quits (see pe_desktop/ui/app.py: startup_probe).

    python benchmarks/startup.py                          # the source tree, current interpreter
    python benchmarks/startup.py --exe dist/pe-desktop/pe-desktop   # the frozen app
    python benchmarks/startup.py -n 10 --platform xcb     # needs $DISPLAY (e.g. under xvfb-run)

The first run (cold file cache) is reported separately and left out of the median.
"""
from __future__ import annotations

import argparse
import os
import statistics
import subprocess
import sys
import tempfile
import time


def launch(cmd: list[str], platform: str | None) -> dict[str, float]:
    with tempfile.TemporaryDirectory() as tmp:
        env = dict(os.environ, PE_DESKTOP_SETTINGS_DIR=tmp, PE_DESKTOP_LOG_DIR=tmp)
        if platform:
            env["QT_QPA_PLATFORM"] = platform
        env["PE_DESKTOP_STARTUP_PROBE"] = repr(time.time())
        res = subprocess.run(cmd, env=env, capture_output=True, text=True, timeout=120)
    line = next((ln for ln in res.stdout.splitlines() if "first_paint=" in ln), None)
    if res.returncode != 0 or line is None:
        sys.exit(f"no probe output (exit {res.returncode}):\n{res.stdout[-2000:]}\n{res.stderr[-2000:]}")
    return {k: float(v) for k, v in (part.split("=") for part in line.split())}


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--exe", help="the frozen executable (default: this Python, -m pe_desktop)")
    ap.add_argument("-n", type=int, default=8, help="timed launches after the first (default 8)")
    ap.add_argument("--platform", default="offscreen",
                    help="QT_QPA_PLATFORM (default offscreen; '' keeps the environment's)")
    args = ap.parse_args(argv)
    cmd = [args.exe] if args.exe else [sys.executable, "-m", "pe_desktop"]
    first = launch(cmd, args.platform or None)
    runs = [launch(cmd, args.platform or None) for _ in range(args.n)]
    print(f"{' '.join(cmd)}  platform={args.platform or os.environ.get('QT_QPA_PLATFORM')}  "
          f"load {os.getloadavg()[0]:.2f}")
    print("  first launch: " + "  ".join(f"{k} {v:.3f} s" for k, v in first.items()))
    for key in first:
        vals = sorted(r[key] for r in runs)
        print(f"  {key:<12} median {statistics.median(vals):.3f} s  min {vals[0]:.3f}  "
              f"max {vals[-1]:.3f}  (n={len(vals)})")
    return 0


if __name__ == "__main__":
    sys.exit(main())
