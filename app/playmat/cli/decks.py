"""``playmat deck ...``: list, import, export and validate decks from the command line."""

from __future__ import annotations

import argparse
import contextlib
import sys
from collections.abc import Sequence
from pathlib import Path

from playmat.decks.card_resolver import DatabaseResolver
from playmat.decks.decklist import LineProblem, export
from playmat.decks.formats import deck_format
from playmat.decks.legality import DatabaseLegality
from playmat.decks.library import open_database
from playmat.decks.sources import read_deck, read_decklist
from playmat.decks.store import DeckError, DeckStore
from playmat.decks.validation import validate
from playmat.errors import PlaymatError, os_reason
from playmat.i18n.catalogue import t
from playmat.i18n.message import msg


def run(args: argparse.Namespace) -> int:
    database = open_database()
    store = DeckStore(database)
    resolver = DatabaseResolver(store.cards)
    if args.deck_command == "list":
        records = store.list()
        if not records:
            print(t("cli.deck.none"))
        for record in records:
            size = t("cli.deck.row", count=record.size)
            print(f"{record.name:<30} {size:>9}  {deck_format(record.format).name}")
        return 0
    if args.deck_command == "import":
        parsed = read_decklist(args.file, resolver)
        print_line_problems(parsed.problems)
        name = store.free_name(args.name or args.file.stem)
        record = store.create(name, args.format, "", [(c.id, n) for c, n in parsed.entries])
        skipped = len(parsed.errors)
        print(t("cli.deck.imported", count=record.size, name=record.name, skipped=skipped))
        return 0
    if args.deck_command == "export":
        found = store.find(args.name)
        if found is None:
            raise DeckError(msg("cli.deck.no_deck", name=args.name))
        text = export(store.entries(found), resolver)
        if args.output:
            _write_text(args.output, text)
            print(t("cli.deck.wrote", name=found.name, path=str(args.output)))
        else:
            print(text, end="")
        return 0
    return _validate(args, store, resolver)


def _validate(args: argparse.Namespace, store: DeckStore, resolver: DatabaseResolver) -> int:
    deck = read_deck(args.deck, store, resolver)
    print_line_problems(deck.problems)
    fmt = deck_format(args.format or deck.format_id or "standard")
    legality = DatabaseLegality(store.cards).check(fmt)
    problems = validate(deck.entries, fmt.rules, legality)
    for problem in problems:
        print(problem)
    line_errors = len(deck.unread_lines)
    if line_errors:
        print(t("cli.deck.unread", count=line_errors))
    if problems or line_errors:
        print(t("cli.deck.not_legal", format=fmt.name))
        return 1
    print(t("cli.deck.legal", format=fmt.name))
    return 0


def print_line_problems(problems: Sequence[LineProblem]) -> None:
    """The lines of a decklist that were skipped or read other than as written, on stderr."""
    for problem in problems:
        key = "cli.deck.note" if problem.warning else "cli.deck.skipped"
        print(t(key, problem=str(problem)), file=sys.stderr)


def _write_text(path: Path, text: str) -> None:
    """Write through a temporary file so a failed write leaves no half-written file."""
    temporary = path.with_name(f".{path.name}.part")
    try:
        temporary.write_text(text, encoding="utf-8")
        temporary.replace(path)
    except OSError as error:
        # Under a plain file, removing the temporary fails too (not a directory): nothing to do.
        with contextlib.suppress(OSError):
            temporary.unlink(missing_ok=True)
        raise PlaymatError(
            msg("cli.cannot_write", path=str(path), reason=os_reason(error))
        ) from None
