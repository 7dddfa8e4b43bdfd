"""``playmat print ...``: proxy sheets and deck registration sheets of a stored deck, as PDF."""

from __future__ import annotations

import argparse
import sys
from collections.abc import Sequence
from datetime import date
from pathlib import Path

from playmat.cards.model import Card
from playmat.decks.card_resolver import DatabaseResolver
from playmat.decks.library import open_database
from playmat.decks.store import DeckStore
from playmat.face.style import FaceStyle
from playmat.i18n.catalogue import Reader, t
from playmat.i18n.message import msg
from playmat.printing.divisions import division_name
from playmat.printing.errors import PrintError
from playmat.printing.page import Document, PlacedFace, PlacedImage
from playmat.printing.paper import default_paper, paper
from playmat.printing.pdf_output import write_pdf
from playmat.printing.proxies import ProxyOptions, proxy_document
from playmat.printing.registration import Player, registration
from playmat.printing.registration_layout import registration_document


def run(args: argparse.Namespace) -> int:
    chosen_paper = paper(args.paper) if args.paper else default_paper()
    database = open_database()
    store = DeckStore(database)
    record = store.find(args.deck)
    if record is None:
        raise PrintError(msg("cli.print.no_deck", name=args.deck))
    entries = store.entries(record)
    missing = {card_id for card_id, _ in record.cards} - {card.id for card, _ in entries}
    if missing:
        cards = tuple(sorted(missing))
        raise PrintError(msg("cli.print.missing_cards", deck=record.name, cards=cards))
    if args.print_command == "proxies":
        options = ProxyOptions(
            paper=chosen_paper,
            bleed=args.bleed,
            style=FaceStyle.INK_SAVING if args.ink_saving else FaceStyle.COLOUR,
            leave_out_basic_energy=args.no_basic_energy,
            only=_selection(args.only, entries) if args.only else None,
            image_folder=args.images,
        )
        document = proxy_document(entries, options, record.name)
        placed = [p.of_kind(PlacedFace) + p.of_kind(PlacedImage) for p in document.pages]
        what = t("cli.print.proxies", count=sum(map(len, placed)))
    else:
        player = Player(args.player, args.player_id, _date(args.birth_date, "--birth-date"))
        event = _date(args.event_date, "--event-date") if args.event_date else None
        resolver = DatabaseResolver(store.cards)
        sheet = registration(entries, player, event, record.name, resolver.set_code_of)
        document = registration_document(sheet, chosen_paper)
        division = Reader().words(division_name(sheet.division))
        what = t("cli.print.sheet", division=division, count=sheet.total)
    return _write(document, args.output, what)


def _write(document: Document, output: Path, what: str) -> int:
    for note in document.notes:
        print(t("cli.print.note", note=Reader().render(note)), file=sys.stderr)
    write_pdf(document, output)
    print(t("cli.print.wrote", what=what, pages=len(document.pages), path=str(output)))
    return 0


def _date(text: str, option: str) -> date:
    try:
        return date.fromisoformat(text)
    except ValueError:
        raise PrintError(msg("cli.print.bad_date", option=option, given=text)) from None


def _selection(items: Sequence[str], entries: Sequence[tuple[Card, int]]) -> dict[str, int]:
    """``["sm1-1", "sm1-2:1"]`` -> ``{"sm1-1": <all copies>, "sm1-2": 1}``."""
    counts: dict[str, int] = {}
    for card, count in entries:
        counts[card.id] = counts.get(card.id, 0) + count
    chosen: dict[str, int] = {}
    for item in items:
        card_id, _, wanted = item.partition(":")
        if wanted and not wanted.isdigit():
            raise PrintError(msg("cli.print.bad_count", given=item))
        if card_id not in counts:
            raise PrintError(msg("cli.print.unknown_card", card=card_id))
        chosen[card_id] = int(wanted) if wanted else counts[card_id]
    return chosen
