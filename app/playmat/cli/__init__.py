"""The ``playmat`` command: with no arguments it opens the main window; subcommands serve
scripting and tests.

Opening the window is kept fast: without a command only the few window options are parsed, so
nothing the commands need (the formats, the database) is loaded before the window paints. An
error Playmat does not expect becomes a short message; its traceback goes to the log file.

Whatever a person does to a command (Ctrl+C, closing its output, a missing file, a folder that
isn't theirs) ends it with one line on standard error and a non-zero exit code, never a
traceback. The module imports only the standard library, so that even Ctrl+C while Playmat is
still loading is answered that way: everything else loads inside :func:`main`.
"""

from __future__ import annotations

import argparse
import contextlib
import os
import sys
from collections.abc import Sequence
from pathlib import Path

#: The options of the main window; without a command only these are parsed.
WINDOW_FLAGS = frozenset({"--smoke"})
WINDOW_OPTIONS = frozenset({"--screenshot"})


def build_parser(with_commands: bool = True) -> argparse.ArgumentParser:
    from playmat import __version__

    parser = argparse.ArgumentParser(
        prog="playmat",
        description="A desktop tabletop for the Pokémon Trading Card Game. "
        "Run without arguments to open the main window.",
    )
    parser.add_argument("--version", action="version", version=f"playmat {__version__}")
    parser.add_argument(
        "--smoke",
        action="store_true",
        help="open the main window (offscreen when there is no display), print how long its "
        "first paint took, load the card database, and exit: 0 when all of it worked",
    )
    parser.add_argument(
        "--screenshot", type=Path, metavar="FILE", help="with --smoke: save the window as FILE"
    )
    if not with_commands:
        return parser
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
    from playmat.cli.coverage import add_parser as add_coverage_parser

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
    from playmat.cli.bench import add_parser as add_bench_parser

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


def opens_the_window(arguments: Sequence[str]) -> bool:
    """Whether ``arguments`` hold only the main window's options (or nothing): no command, no
    request for help, nothing the full parser is needed for."""
    expect_value = False
    for argument in arguments:
        if expect_value:
            expect_value = False
        elif argument in WINDOW_OPTIONS:
            expect_value = True
        elif argument not in WINDOW_FLAGS and argument.split("=", 1)[0] not in WINDOW_OPTIONS:
            return False
    return not expect_value


def main(argv: Sequence[str] | None = None) -> int:
    arguments = list(sys.argv[1:] if argv is None else argv)
    try:
        from playmat.errors import PlaymatError

        try:
            code = _run(arguments)
            # Written out here, not at exit, so that a closed output is reported like any other.
            sys.stdout.flush()
            return code
        except PlaymatError as error:
            return _fail(str(error), 1)
    except BrokenPipeError:
        # The reader of the output went away (`playmat cards search p | head`): what is still
        # buffered can't be written either, so standard output is pointed at nothing.
        with contextlib.suppress(OSError, ValueError):
            os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())
        return _fail("the output was closed before everything was written.", 141)
    except KeyboardInterrupt:
        return _fail("interrupted; a change that was under way was not saved.", 130)
    except OSError as error:
        # A file or folder the command needed: missing, not allowed, full disk.
        where = f" ({error.filename})" if error.filename else ""
        return _fail(f"{error.strerror or error}{where}.", 1)
    except Exception as error:
        from playmat.logfile import unexpected_failure

        return _fail(unexpected_failure(error), 1)


def _fail(message: str, code: int) -> int:
    """End a command with one line on standard error and the exit code ``code``."""
    with contextlib.suppress(OSError):
        print(f"playmat: {message}", file=sys.stderr)
    return code


def _run(arguments: list[str]) -> int:
    parser = build_parser(with_commands=not opens_the_window(arguments))
    args = parser.parse_args(arguments)
    if getattr(args, "command", None) is None:
        if args.screenshot is not None and not args.smoke:
            parser.error("--screenshot needs --smoke")
        from playmat.ui.app import run_gui

        return run_gui(smoke=args.smoke, screenshot=args.screenshot)
    if args.smoke or args.screenshot is not None:
        parser.error("--smoke and --screenshot open the window; they take no command")
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
    parser.error(f"unknown command {args.command}")
    return 2


if __name__ == "__main__":  # pragma: no cover
    sys.exit(main())
