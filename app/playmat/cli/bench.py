"""``playmat bench engine``: the engine's speed in random games, as the peer engine counts it
(:mod:`playmat.play.bench`)."""

from __future__ import annotations

import argparse


def add_parser(commands: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    bench = commands.add_parser("bench", help="speed measurements")
    what = bench.add_subparsers(dest="bench_command", metavar="WHAT", required=True)
    engine = what.add_parser(
        "engine",
        help="uniformly random games on the starter decks; prints actions/s and games/s",
        description="Game i uses seed SEED+i and the i-th ordered pairing of the starter "
        "decks. Every decision point is one action (answers to choices included); a game "
        "includes its setup. No invariant checks (playmat selfplay checks them).",
    )
    engine.add_argument("--games", type=int, default=300, help="how many games (300)")
    engine.add_argument("--seed", type=int, default=0, help="seed of the first game (0)")


def run(args: argparse.Namespace) -> int:
    if args.games < 1:
        print("playmat: --games must be at least 1.")
        return 2
    from playmat.play.bench import bench_engine

    speed = bench_engine(args.games, args.seed)
    print(f"Played {speed.games} games, {speed.actions} actions in {speed.seconds:.2f} s.")
    print(f"actions/s: {speed.actions_per_s:.0f}; games/s: {speed.games_per_s:.1f}")
    return 0
