"""A deck as the deck builder shows it after every change: its cards, its format, its problems
and its statistics, worked out together from one snapshot.

Format legality looks up every printing of a card, which is the slow part; the answers are kept
per format and card until the card database changes (:meth:`DeckAnalyser.forget_cards`).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from playmat.cards.model import Card
from playmat.decks.formats import DeckFormat, deck_format, formats
from playmat.decks.legality import DatabaseLegality
from playmat.decks.statistics import DeckStatistics, deck_statistics
from playmat.decks.store import DeckRecord, DeckStore
from playmat.decks.validation import DeckProblem, LegalityCheck, validate
from playmat.errors import PlaymatError
from playmat.i18n.message import Message

#: The formats an imported list is tried in, narrowest first.
GUESSED_FORMATS = ("standard", "expanded", "unlimited")


@dataclass(frozen=True)
class DeckAnalysis:
    record: DeckRecord
    entries: tuple[tuple[Card, int], ...]
    format: DeckFormat
    problems: tuple[DeckProblem, ...]
    stats: DeckStatistics

    @property
    def size(self) -> int:
        return self.stats.total

    @property
    def is_legal(self) -> bool:
        return not self.problems

    @property
    def is_incomplete(self) -> bool:
        """Every problem is one that adding cards fixes: the deck is being built, not wrong."""
        return bool(self.problems) and all(problem.incomplete for problem in self.problems)

    @property
    def errors(self) -> tuple[DeckProblem, ...]:
        return tuple(problem for problem in self.problems if not problem.incomplete)

    @property
    def incomplete(self) -> tuple[DeckProblem, ...]:
        return tuple(problem for problem in self.problems if problem.incomplete)

    def wrong_card_names(self) -> set[str]:
        """Names of the cards that make the deck wrong (not merely unfinished)."""
        return {name for problem in self.errors for name in problem.cards}


class DeckAnalyser:
    def __init__(self, store: DeckStore) -> None:
        self.store = store
        self._legality = DatabaseLegality(store.cards)
        self._reasons: dict[tuple[str, str], Message | None] = {}

    def forget_cards(self) -> None:
        """Cards were imported: printings and sets may have changed."""
        self._legality = DatabaseLegality(self.store.cards)
        self._reasons.clear()

    def analyse(self, record: DeckRecord) -> DeckAnalysis:
        entries = tuple(self.store.entries(record))
        chosen = self.format_of(record)
        problems = validate(entries, chosen.rules, self._check(chosen))
        return DeckAnalysis(record, entries, chosen, tuple(problems), deck_statistics(entries))

    @staticmethod
    def format_of(record: DeckRecord) -> DeckFormat:
        """The deck's format; a deck saved with a format this Playmat doesn't know (a newer
        one's, or hand-edited) is checked as Unlimited rather than not at all."""
        try:
            return deck_format(record.format)
        except PlaymatError:
            return formats()["unlimited"]

    def guess_format(self, entries: Sequence[tuple[Card, int]]) -> str:
        """The narrowest format every card of an imported list is legal in."""
        for format_id in GUESSED_FORMATS:
            check = self._check(deck_format(format_id))
            if all(check(card) is None for card, _ in entries):
                return format_id
        return GUESSED_FORMATS[-1]

    def _check(self, chosen: DeckFormat) -> LegalityCheck:
        check = self._legality.check(chosen)

        def why_not(card: Card) -> Message | None:
            key = (chosen.id, card.id)
            if key not in self._reasons:
                self._reasons[key] = check(card)
            return self._reasons[key]

        return why_not
