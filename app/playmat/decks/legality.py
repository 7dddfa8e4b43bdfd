"""Format legality against the card database: the series of each set, and the other printings
of a card (same name and same game text), because any legal printing makes a card legal."""

from __future__ import annotations

from collections.abc import Sequence
from functools import cached_property

from sqlalchemy import func, select

from playmat.cards.model import Card
from playmat.db.card_store import CardStore
from playmat.db.schema import CardRow, CardSetRow
from playmat.decks.formats import DeckFormat
from playmat.decks.validation import LegalityCheck


def game_text(card: Card) -> tuple[object, ...]:
    """What makes two printings "the same card": name and everything that affects play."""
    return (
        card.name,
        card.supertype,
        card.hp,
        tuple((a.name, a.cost, a.damage, a.damage_sign, a.text) for a in card.attacks),
        tuple((a.name, a.text) for a in card.abilities),
        tuple(card.rules),
    )


class DatabaseLegality:
    def __init__(self, store: CardStore) -> None:
        self.store = store

    @cached_property
    def _series(self) -> dict[str, str]:
        with self.store.database.session() as session:
            return dict(session.execute(select(CardSetRow.id, CardSetRow.series)).all())

    def series_of(self, set_id: str) -> str:
        return self._series.get(set_id, "")

    def printings(self, card: Card) -> Sequence[Card]:
        with self.store.database.session() as session:
            ids = list(
                session.scalars(
                    select(CardRow.id).where(func.lower(CardRow.name) == card.name.lower())
                )
            )
        wanted = game_text(card)
        same = [c for c in self.store.get_many(ids).values() if game_text(c) == wanted]
        return same or [card]

    def check(self, deck_format: DeckFormat) -> LegalityCheck:
        def why_not(card: Card) -> str | None:
            return deck_format.why_not_legal(card, self.series_of, self.printings)

        return why_not
