"""Playmat's engine speed beside the peer engine's (``../shared/peers``), on this machine.

Absolute times on a shared machine are noise, so the two run interleaved (peer, Playmat, peer,
Playmat, ...) and each round's ratio compares two runs made seconds apart. By default both
programs time their games by the CPU time of their own process rather than the clock on the
wall (``time.perf_counter`` is made ``time.process_time`` in both, before either starts), so
that other programs sharing the cores change the ratio less; ``--clock wall`` times them as
they time themselves. Both play uniformly
random games and count every decision point as one action (the peer's README). Prints each
round, then the ratio of actions/s: median and range.

Set up the peer first, as its README says (Python 3.12 venv in /tmp/peer-venv), then:

    .venv/bin/python tests/benchmarks/compare_peer.py [--rounds 3] [--games 300] [--seed 12345]
"""

from __future__ import annotations

import argparse
import json
import statistics
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
PEERS = ROOT.parent / "shared" / "peers"
PEER_PYTHON = Path("/tmp/peer-venv/bin/python")


def timed(python: str, clock: str, *code: str) -> list[str]:
    """A command that runs ``code`` in ``python``, its clock made the process's CPU time when
    ``clock`` is ``cpu``."""
    setup = "import time; time.perf_counter = time.process_time; " if clock == "cpu" else ""
    return [python, "-c", setup + "; ".join(code)]


def peer_actions_per_s(games: int, seed: int, clock: str) -> float:
    script = str(PEERS / "peer_bench.py")
    argv = [script, "--games", str(games), "--seed", str(seed)]
    out = subprocess.run(
        timed(
            str(PEER_PYTHON),
            clock,
            f"import runpy, sys; sys.argv = {argv!r}",
            f"runpy.run_path({script!r}, run_name='__main__')",
        ),
        capture_output=True,
        text=True,
        check=True,
    ).stdout
    return float(json.loads(out[out.index("{") :])["actions_per_s"])


def playmat_actions_per_s(games: int, seed: int, clock: str) -> float:
    argv = ["bench", "engine", "--games", str(games), "--seed", str(seed)]
    out = subprocess.run(
        timed(sys.executable, clock, "from playmat.cli import main", f"main({argv!r})"),
        capture_output=True,
        text=True,
        check=True,
        cwd=ROOT,
    ).stdout
    last = out.strip().splitlines()[-1]  # "actions/s: A; games/s: G"
    return float(last.split(";")[0].split(":")[1])


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--rounds", type=int, default=3)
    parser.add_argument("--games", type=int, default=300, help="games per run, each engine")
    parser.add_argument("--seed", type=int, default=12345)
    parser.add_argument("--clock", choices=("cpu", "wall"), default="cpu")
    args = parser.parse_args()
    if not PEER_PYTHON.exists():
        print(f"The peer engine isn't set up: see {PEERS / 'README.md'}.")
        return 2
    ratios = []
    for number in range(1, args.rounds + 1):
        peer = peer_actions_per_s(args.games, args.seed, args.clock)
        ours = playmat_actions_per_s(args.games, args.seed, args.clock)
        ratios.append(ours / peer)
        print(
            f"round {number}: peer {peer:,.0f} actions/s, Playmat {ours:,.0f} actions/s, "
            f"ratio {ours / peer:.2f}x",
            flush=True,
        )
    print(
        f"ratio of actions/s (Playmat / peer, {args.clock} time) over {args.rounds} rounds: median "
        f"{statistics.median(ratios):.2f}x, range {min(ratios):.2f}x-{max(ratios):.2f}x"
    )
    return 0


if __name__ == "__main__":
    sys.exit(main())
