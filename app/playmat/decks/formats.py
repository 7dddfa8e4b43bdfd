"""Deck formats, read from ``data/formats.json``: Standard by regulation mark, Expanded by series,
Unlimited, and the half deck, each with its ban list. A card is legal if any printing of the same
card is legal, and banned if any printing of the same card is banned."""

from __future__ import annotations

import json
from collections.abc import Callable, Sequence
from dataclasses import dataclass, replace
from functools import cache

from playmat.cards.model import Card
from playmat.errors import PlaymatError
from playmat.i18n.catalogue import t
from playmat.i18n.message import Message, Term, msg
from playmat.paths import DATA_DIR
from playmat.rules.ruleset import STANDARD, RuleSet

FORMATS_FILE = DATA_DIR / "formats.json"

#: Set id -> series name ("Sun & Moon").
SeriesOf = Callable[[str], str]
#: Every printing of the same card (same name and same text), the card itself included.
PrintingsOf = Callable[[Card], Sequence[Card]]


@dataclass(frozen=True)
class DeckFormat:
    """A format's rules and card pool; its name and note are the catalogue's
    (``format.<id>``, ``format_note.<id>``)."""

    id: str
    rules: RuleSet
    regulation_marks: frozenset[str] | None = None
    series: frozenset[str] | None = None
    banned: frozenset[str] = frozenset()
    #: Sets legal whatever their series (Expanded: the McDonald's collections, listed as "Other").
    include_sets: frozenset[str] = frozenset()
    #: Sets never legal whatever their series (Expanded: Celebrations' Classic Collection).
    exclude_sets: frozenset[str] = frozenset()
    #: The names on the ban list, so a check can tell quickly which cards may be banned.
    banned_names: frozenset[str] = frozenset()

    def allows(self, card_id: str, set_id: str, regulation_mark: str | None, series: str) -> bool:
        """Is this one printing legal, banned printings aside? Works from a card's columns, so
        a check can weigh many printings without loading them."""
        if set_id in self.exclude_sets:
            return False
        if self.regulation_marks is not None:
            return regulation_mark in self.regulation_marks
        if self.series is not None:
            return series in self.series or set_id in self.include_sets
        return True

    def printing_is_legal(self, card: Card, series_of: SeriesOf) -> bool:
        """Is this printing legal by itself? Basic Energy is legal in every format."""
        if card.id in self.banned:
            return False
        if card.is_basic_energy:
            return True
        series = series_of(card.set_id) if self.series is not None else ""
        return self.allows(card.id, card.set_id, card.regulation_mark, series)

    @property
    def name(self) -> str:
        """The format's name in the reader's words."""
        return t(f"format.{self.id}")

    @property
    def note(self) -> str:
        """What the format allows, in a sentence or two, in the reader's words."""
        return t(f"format_note.{self.id}")

    def why_not_legal(
        self, card: Card, series_of: SeriesOf, printings: PrintingsOf
    ) -> Message | None:
        """Why the card is not legal here, or ``None``. Any legal printing of the same card makes
        it legal; any banned printing bans every printing."""
        copies = list(printings(card)) or [card]
        where = Term(f"format.{self.id}")
        if any(c.id in self.banned for c in copies):
            return msg("legality.banned", format=where, card=card.name)
        if any(self.printing_is_legal(c, series_of) for c in copies):
            return None
        if self.regulation_marks is not None:
            return msg(
                "legality.regulation_mark",
                format=where,
                card=card.name,
                marked=bool(card.regulation_mark),
                mark=card.regulation_mark or "",
                legal=", ".join(sorted(self.regulation_marks)),
            )
        if card.set_id in self.exclude_sets:
            return msg(
                "legality.left_out_set",
                format=where,
                card=card.name,
                set=card.set_name or card.set_id,
            )
        series = series_of(card.set_id)
        return msg(
            "legality.series", format=where, card=card.name, known=bool(series), series=series
        )


@cache
def formats() -> dict[str, DeckFormat]:
    try:
        raw = json.loads(FORMATS_FILE.read_text(encoding="utf-8"))["formats"]
    except (OSError, ValueError, KeyError) as error:
        raise PlaymatError(
            msg("legality.formats_unreadable", file=str(FORMATS_FILE), detail=str(error))
        ) from None
    result = {}
    for entry in raw:
        rules = replace(
            STANDARD,
            name=entry["id"],
            deck_size=entry["deck_size"],
            max_copies=entry["max_copies"],
            prize_cards=entry["prize_cards"],
        )
        marks = entry.get("regulation_marks")
        series = entry.get("series")
        bans = entry.get("banned", [])
        result[entry["id"]] = DeckFormat(
            id=entry["id"],
            rules=rules,
            regulation_marks=frozenset(marks) if marks is not None else None,
            series=frozenset(series) if series is not None else None,
            banned=frozenset(b["id"] for b in bans),
            include_sets=frozenset(entry.get("include_sets", ())),
            exclude_sets=frozenset(entry.get("exclude_sets", ())),
            banned_names=frozenset(b["name"] for b in bans),
        )
    return result


def deck_format(format_id: str) -> DeckFormat:
    try:
        return formats()[format_id]
    except KeyError:
        raise PlaymatError(
            msg("legality.unknown_format", given=format_id, known=", ".join(formats()))
        ) from None
