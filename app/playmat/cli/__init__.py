"""The ``playmat`` command: with no arguments it opens the main window; subcommands serve
scripting and tests.

Opening the window is kept fast: without a command only the few window options are parsed, so
nothing the commands need (the formats, the database) is loaded before the window paints. An
error Playmat does not expect becomes a short message; its traceback goes to the log file.

Everything the command line says is in the language ``--lang`` (or ``PLAYMAT_LANG``, else the
system's locale) chooses, its help and argparse's own words included.

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
WINDOW_OPTIONS = frozenset({"--screenshot", "--lang"})


def build_parser(with_commands: bool = True) -> argparse.ArgumentParser:
    from playmat import __version__
    from playmat.cli.arguments import speak_the_readers_language
    from playmat.i18n.catalogue import t
    from playmat.i18n.language import LANGUAGES

    speak_the_readers_language()
    parser = argparse.ArgumentParser(prog="playmat", description=t("cli.help.description"))
    parser.add_argument(
        "--version",
        action="version",
        version=f"playmat {__version__}",
        help=t("cli.help.version"),
    )
    parser.add_argument(
        "--lang",
        choices=list(LANGUAGES),
        help=t("cli.help.lang", languages=", ".join(LANGUAGES)),
    )
    parser.add_argument("--smoke", action="store_true", help=t("cli.help.smoke"))
    parser.add_argument("--screenshot", type=Path, metavar="FILE", help=t("cli.help.screenshot"))
    if not with_commands:
        return parser
    commands = parser.add_subparsers(dest="command", metavar=t("cli.help.command"))

    cards = commands.add_parser("cards", help=t("cli.help.cards"))
    card_commands = cards.add_subparsers(
        dest="cards_command", metavar=t("cli.help.action"), required=True
    )
    importing = card_commands.add_parser("import", help=t("cli.help.cards_import"))
    importing.add_argument("path", type=Path)
    searching = card_commands.add_parser(
        "search",
        help=t("cli.help.cards_search"),
        description=t("cli.help.cards_search_description"),
    )
    searching.add_argument("query", nargs="+")
    searching.add_argument("--limit", type=int, default=50, help=t("cli.help.limit"))
    showing = card_commands.add_parser("show", help=t("cli.help.cards_show"))
    showing.add_argument("card_id")
    card_commands.add_parser("stats", help=t("cli.help.cards_stats"))
    from playmat.cli.coverage import add_parser as add_coverage_parser

    add_coverage_parser(card_commands)

    _add_deck_parser(commands)

    from playmat.cli.printing_arguments import add_parser as add_print_parser

    add_print_parser(commands)

    scenario = commands.add_parser("scenario", help=t("cli.help.scenario"))
    scenario_commands = scenario.add_subparsers(
        dest="scenario_command", metavar=t("cli.help.action"), required=True
    )
    running = scenario_commands.add_parser("run", help=t("cli.help.scenario_run"))
    running.add_argument("files", nargs="+", type=Path)

    from playmat.cli.lan import add_parsers as add_lan_parsers

    add_lan_parsers(commands)

    selfplay = commands.add_parser(
        "selfplay", help=t("cli.help.selfplay"), description=t("cli.help.selfplay_description")
    )
    selfplay.add_argument("--games", type=int, default=100, help=t("cli.help.games"))
    selfplay.add_argument("--seed", type=int, default=0, help=t("cli.help.seed"))
    bots = ("random", "computer", "search")
    selfplay.add_argument("--bot", choices=bots, default="random", help=t("cli.help.bot"))
    selfplay.add_argument("--opponent", choices=bots, help=t("cli.help.opponent"))
    selfplay.add_argument("--decks", nargs=2, metavar=("A", "B"), help=t("cli.help.decks"))
    selfplay.add_argument("--deck1", help=t("cli.help.deck1"))
    selfplay.add_argument("--deck2", help=t("cli.help.deck2"))
    selfplay.add_argument("--jobs", type=int, default=1, help=t("cli.help.jobs"))
    selfplay.add_argument("--no-checks", action="store_true", help=t("cli.help.no_checks"))
    selfplay.add_argument("--show-log", action="store_true", help=t("cli.help.show_log"))

    from playmat.cli.bench import add_parser as add_bench_parser

    add_bench_parser(commands)
    return parser


def _add_deck_parser(commands: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    from playmat.decks.formats import formats
    from playmat.i18n.catalogue import t

    format_ids = sorted(formats())
    deck = commands.add_parser("deck", help=t("cli.help.deck"))
    actions = deck.add_subparsers(dest="deck_command", metavar=t("cli.help.action"), required=True)
    actions.add_parser("list", help=t("cli.help.deck_list"))
    importing = actions.add_parser("import", help=t("cli.help.deck_import"))
    importing.add_argument("file", type=Path)
    importing.add_argument("--name", help=t("cli.help.deck_name"))
    importing.add_argument("--format", default="standard", choices=format_ids)
    exporting = actions.add_parser("export", help=t("cli.help.deck_export"))
    exporting.add_argument("name")
    exporting.add_argument("-o", "--output", type=Path, help=t("cli.help.deck_output"))
    validating = actions.add_parser("validate", help=t("cli.help.deck_validate"))
    validating.add_argument("deck", help=t("cli.help.deck_spec"))
    validating.add_argument("--format", choices=format_ids, help=t("cli.help.deck_format"))


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


def requested_language(arguments: Sequence[str]) -> str | None:
    """The value of ``--lang`` among the options before the command, if any: the language is
    needed before the parser, whose help is in it, is built."""
    for index, argument in enumerate(arguments):
        if argument == "--lang" and index + 1 < len(arguments):
            return arguments[index + 1]
        if argument.startswith("--lang="):
            return argument.split("=", 1)[1]
        if not argument.startswith("-"):
            break
    return None


def main(argv: Sequence[str] | None = None) -> int:
    arguments = list(sys.argv[1:] if argv is None else argv)
    try:
        from playmat.errors import PlaymatError
        from playmat.i18n.language import (
            LANGUAGES,
            UnknownLanguage,
            choose_language,
            set_language,
            system_languages,
        )
        from playmat.i18n.message import msg

        try:
            requested = requested_language(arguments)
            set_language(choose_language(requested, system=system_languages()))
        except UnknownLanguage as unknown:
            said = msg(
                "cli.unknown_language",
                source=unknown.source,
                value=unknown.value,
                known=tuple(LANGUAGES),
            )
            return _fail(str(PlaymatError(said)), 2)
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
        return _fail(_said("cli.output_closed"), 141)
    except KeyboardInterrupt:
        return _fail(_said("cli.interrupted"), 130)
    except OSError as error:
        # A file or folder the command needed: missing, not allowed, full disk.
        return _fail(_said("cli.os_error", error=error), 1)
    except Exception as error:
        from playmat.errors import unexpected_failure

        return _fail(str(PlaymatError(unexpected_failure(error))), 1)


def _said(key: str, error: OSError | None = None) -> str:
    """A message of the command line's own, in words (loading the catalogue only now: Ctrl+C
    may come before anything else is loaded)."""
    from playmat.errors import os_reason
    from playmat.i18n.catalogue import t

    if error is None:
        return t(key)
    path = str(error.filename or "")
    return t(key, reason=os_reason(error), path=path, named=bool(path))


def _fail(message: str, code: int) -> int:
    """End a command with one line on standard error and the exit code ``code``."""
    with contextlib.suppress(OSError):
        print(f"playmat: {message}", file=sys.stderr)
    return code


def _run(arguments: list[str]) -> int:
    from playmat.i18n.catalogue import t

    parser = build_parser(with_commands=not opens_the_window(arguments))
    args = parser.parse_args(arguments)
    if getattr(args, "command", None) is None:
        if args.screenshot is not None and not args.smoke:
            parser.error(t("cli.help.needs_smoke"))
        from playmat.ui.app import run_gui

        return run_gui(smoke=args.smoke, screenshot=args.screenshot, lang=args.lang)
    if args.smoke or args.screenshot is not None:
        parser.error(t("cli.help.no_command_with_window"))
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
    if args.command in ("host", "join"):
        from playmat.cli import lan

        return lan.run_host(args) if args.command == "host" else lan.run_join(args)
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
