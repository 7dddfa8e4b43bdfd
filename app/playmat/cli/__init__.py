"""The ``playmat`` command: with no arguments it opens the main window; subcommands serve
scripting and tests."""

from __future__ import annotations

import argparse
import sys
from collections.abc import Sequence
from pathlib import Path

from playmat import __version__
from playmat.cli.bench import add_parser as add_bench_parser
from playmat.cli.coverage import add_parser as add_coverage_parser
from playmat.errors import PlaymatError


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="playmat",
        description="A desktop tabletop for the Pokémon Trading Card Game. "
        "Run without arguments to open the main window.",
    )
    parser.add_argument("--version", action="version", version=f"playmat {__version__}")
    commands = parser.add_subparsers(dest="command", metavar="COMMAND")

    cards = commands.add_parser("cards", help="the card database")
    card_commands = cards.add_subparsers(dest="cards_command", metavar="ACTION", required=True)
    importing = card_commands.add_parser(
        "import", help="import a pokemon-tcg-data folder or its release zip"
    )
    importing.add_argument("path", type=Path)
    searching = card_commands.add_parser(
        "search",
        help="search cards by name, text and filters",
        description="Words match names and card text as prefixes; filters: name:, supertype:, "
        "subtype:, type:, set:, stage:, format:, hp:60-90, hp>=100.",
    )
    searching.add_argument("query", nargs="+")
    searching.add_argument("--limit", type=int, default=50, help="at most this many (50)")
    showing = card_commands.add_parser("show", help="print one card")
    showing.add_argument("card_id")
    card_commands.add_parser("stats", help="how many cards and sets the database holds")
    add_coverage_parser(card_commands)

    _add_deck_parser(commands)

    from playmat.cli.printing_arguments import add_parser as add_print_parser

    add_print_parser(commands)

    scenario = commands.add_parser("scenario", help="rules scenarios (tests/scenarios/README.md)")
    scenario_commands = scenario.add_subparsers(
        dest="scenario_command", metavar="ACTION", required=True
    )
    running = scenario_commands.add_parser(
        "run", help="run scenario files; exit 0 only when all pass"
    )
    running.add_argument("files", nargs="+", type=Path)

    selfplay = commands.add_parser(
        "selfplay",
        help="bots play games headless, checking the rules' invariants",
        description="Game i uses seed SEED+i. With --decks, every game pits deck A against "
        "deck B; else the games go through every pairing of the starter decks (or the pair "
        "--deck1/--deck2 name). Two different bots swap seats every round of pairings. Exits 1 "
        "and names the seed and decision when an invariant breaks.",
    )
    selfplay.add_argument("--games", type=int, default=100, help="how many games (100)")
    selfplay.add_argument("--seed", type=int, default=0, help="seed of the first game (0)")
    bots = ("random", "computer", "search")
    selfplay.add_argument(
        "--bot",
        choices=bots,
        default="random",
        help="player 1's bot (random); computer is the Easy player, search the Hard one",
    )
    selfplay.add_argument("--opponent", choices=bots, help="player 2's bot (the same as --bot)")
    selfplay.add_argument(
        "--decks",
        nargs=2,
        metavar=("A", "B"),
        help="player 1's and player 2's decks: names of stored decks or decklist files",
    )
    selfplay.add_argument("--deck1", help="player 1's starter deck (default: every pairing)")
    selfplay.add_argument("--deck2", help="player 2's starter deck (default: --deck1's)")
    selfplay.add_argument(
        "--jobs",
        type=int,
        default=1,
        help="play the games on this many processes (1); the results are the same",
    )
    selfplay.add_argument(
        "--no-checks",
        action="store_true",
        help="skip the invariant and replay checks, to measure the engine's speed",
    )
    add_bench_parser(commands)
    return parser


def _add_deck_parser(commands: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    from playmat.decks.formats import formats

    format_ids = sorted(formats())
    deck = commands.add_parser("deck", help="decks: list, import, export, validate")
    actions = deck.add_subparsers(dest="deck_command", metavar="ACTION", required=True)
    actions.add_parser("list", help="the decks in the database")
    importing = actions.add_parser("import", help="import a decklist text file as a new deck")
    importing.add_argument("file", type=Path)
    importing.add_argument("--name", help="the deck's name (default: the file's name)")
    importing.add_argument("--format", default="standard", choices=format_ids)
    exporting = actions.add_parser("export", help="print a deck in the Pokémon TCG Live format")
    exporting.add_argument("name")
    exporting.add_argument("-o", "--output", type=Path, help="write to this file instead")
    validating = actions.add_parser(
        "validate", help="print a deck's problems; exit 0 only for a legal deck"
    )
    validating.add_argument("deck", help="a decklist file, or the name of a stored deck")
    validating.add_argument(
        "--format", choices=format_ids, help="the format (default: the deck's own, else standard)"
    )


def main(argv: Sequence[str] | None = None) -> int:
    parser = build_parser()
    args = parser.parse_args(argv)
    if args.command is None:
        from playmat.ui.app import run_gui

        return run_gui()
    try:
        if args.command == "cards":
            from playmat.cli import cards

            return cards.run(args)
        if args.command == "deck":
            from playmat.cli import decks

            return decks.run(args)
        if args.command == "print":
            from playmat.cli import printing

            return printing.run(args)
        if args.command == "scenario":
            from playmat.cli import scenario

            return scenario.run(args)
        if args.command == "selfplay":
            from playmat.cli import selfplay

            return selfplay.run(args)
        if args.command == "bench":
            from playmat.cli import bench

            return bench.run(args)
    except PlaymatError as error:
        print(f"playmat: {error}", file=sys.stderr)
        return 1
    except KeyboardInterrupt:
        print("playmat: interrupted; nothing was changed.", file=sys.stderr)
        return 130
    parser.error(f"unknown command {args.command}")
    return 2


if __name__ == "__main__":  # pragma: no cover
    sys.exit(main())
