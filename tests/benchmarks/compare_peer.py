"""Playmat's engine speed beside the peer engine's (``../shared/peers``), on this machine.

Absolute times on a shared machine are noise, so the two run interleaved (peer, Playmat, peer,
Playmat, ...) and each round's ratio compares two runs made seconds apart. Both play uniformly
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


def peer_actions_per_s(games: int, seed: int) -> float:
    out = subprocess.run(
        [
            str(PEER_PYTHON),
            str(PEERS / "peer_bench.py"),
            "--games",
            str(games),
            "--seed",
            str(seed),
        ],
        capture_output=True,
        text=True,
        check=True,
    ).stdout
    return float(json.loads(out[out.index("{") :])["actions_per_s"])


def playmat_actions_per_s(games: int, seed: int) -> float:
    out = subprocess.run(
        [
            str(Path(sys.executable).with_name("playmat")),
            "bench",
            "engine",
            "--games",
            str(games),
            "--seed",
            str(seed),
        ],
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
    args = parser.parse_args()
    if not PEER_PYTHON.exists():
        print(f"The peer engine isn't set up: see {PEERS / 'README.md'}.")
        return 2
    ratios = []
    for number in range(1, args.rounds + 1):
        peer = peer_actions_per_s(args.games, args.seed)
        ours = playmat_actions_per_s(args.games, args.seed)
        ratios.append(ours / peer)
        print(
            f"round {number}: peer {peer:,.0f} actions/s, Playmat {ours:,.0f} actions/s, "
            f"ratio {ours / peer:.2f}x",
            flush=True,
        )
    print(
        f"ratio of actions/s (Playmat / peer) over {args.rounds} rounds: median "
        f"{statistics.median(ratios):.2f}x, range {min(ratios):.2f}x-{max(ratios):.2f}x"
    )
    return 0


if __name__ == "__main__":
    sys.exit(main())
