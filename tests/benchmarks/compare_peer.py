"""Playmat's engine speed beside the peer engine's (``../shared/peers``), on this machine.

Absolute times on a shared machine are noise, so the two run interleaved (peer, Playmat, peer,
Playmat, ...) and each round's ratio compares two runs made seconds apart. By default both
programs time their games by the CPU time of their own process rather than the clock on the
wall (``time.perf_counter`` is made ``time.process_time`` in both, before either starts), so
that other programs sharing the cores change the ratio less; ``--clock wall`` times them as
they time themselves. Both play uniformly
random games and count every decision point as one action (the peer's README). Prints each
round, then the ratio of actions/s: median and range, and the load average before and after
(how busy the machine was).

``--also APP_DIR`` (repeatable) times Playmat from another source tree too, in the same rounds
right after this checkout's, against the same peer run: another worktree's ``app`` directory
(a branch against ``main``), or a copy of this one built differently (compiled or not). Its
``playmat`` package comes first on the path; the card data and resources stay this checkout's.

Set up the peer first, as its README says (Python 3.12 venv in /tmp/peer-venv), then:

    .venv/bin/python tests/benchmarks/compare_peer.py [--rounds 3] [--games 300] [--seed 12345]
        [--also ../main/app]
"""

from __future__ import annotations

import argparse
import json
import os
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


def playmat_actions_per_s(games: int, seed: int, clock: str, app: Path | None = None) -> float:
    """This checkout's Playmat, or the one in the source tree ``app`` (first on the path)."""
    argv = ["bench", "engine", "--games", str(games), "--seed", str(seed)]
    env = dict(os.environ)
    if app is not None:
        env["PYTHONPATH"] = os.pathsep.join(filter(None, [str(app), env.get("PYTHONPATH")]))
    out = subprocess.run(
        timed(sys.executable, clock, "from playmat.cli import main", f"main({argv!r})"),
        capture_output=True,
        text=True,
        check=True,
        cwd=ROOT,
        env=env,
    ).stdout
    last = out.strip().splitlines()[-1]  # "actions/s: A; games/s: G"
    return float(last.split(";")[0].split(":")[1])


def load() -> str:
    return "load average {:.2f} {:.2f} {:.2f}".format(*os.getloadavg())


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--rounds", type=int, default=3)
    parser.add_argument("--games", type=int, default=300, help="games per run, each engine")
    parser.add_argument("--seed", type=int, default=12345)
    parser.add_argument("--clock", choices=("cpu", "wall"), default="cpu")
    parser.add_argument(
        "--also",
        type=Path,
        action="append",
        default=[],
        metavar="APP_DIR",
        help="also time the Playmat of this source tree (its app directory), in the same rounds",
    )
    args = parser.parse_args()
    if not PEER_PYTHON.exists():
        print(f"The peer engine isn't set up: see {PEERS / 'README.md'}.")
        return 2
    for app in args.also:
        if not (app / "playmat" / "__init__.py").is_file():
            print(f"{app} holds no playmat package: name the app directory of a checkout.")
            return 2
    variants: list[tuple[str, Path | None]] = [("Playmat", None)]
    variants += [(f"Playmat ({app})", app.resolve()) for app in args.also]
    ratios: dict[str, list[float]] = {name: [] for name, _ in variants}
    print(load(), flush=True)
    for number in range(1, args.rounds + 1):
        peer = peer_actions_per_s(args.games, args.seed, args.clock)
        parts = [f"peer {peer:,.0f} actions/s"]
        for name, app in variants:
            ours = playmat_actions_per_s(args.games, args.seed, args.clock, app)
            ratios[name].append(ours / peer)
            parts.append(f"{name} {ours:,.0f} actions/s, ratio {ours / peer:.2f}x")
        print(f"round {number}: " + "; ".join(parts), flush=True)
    for name, found in ratios.items():
        print(
            f"ratio of actions/s ({name} / peer, {args.clock} time) over {args.rounds} rounds: "
            f"median {statistics.median(found):.2f}x, range {min(found):.2f}x-{max(found):.2f}x"
        )
    print(load())
    return 0


if __name__ == "__main__":
    sys.exit(main())
