"""Cards that move on the table fly there, briefly, so a player sees what happened: a Basic
from the hand to the Bench, an Energy onto a Pokémon, a Knocked Out Pokémon to the discard
pile, a Prize card into the hand, a drawn card from the deck.

The table is built anew after every decision (:mod:`scene`); :func:`plan` compares the cards
shown before with those shown now and finds, for each card that appeared, the place it came
from. A card that joins another (an attached Energy, a Pokémon going onto the discard pile)
flies as a stand-in that goes away when it lands. Flights take :data:`FLIGHT_MS`; the next
change of the table, or a drag, ends them at once, so the table never waits for them.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from PySide6.QtCore import (
    QEasingCurve,
    QObject,
    QParallelAnimationGroup,
    QPropertyAnimation,
    QRectF,
    Qt,
)
from PySide6.QtWidgets import QGraphicsScene

from playmat.ui.playmat.items import CardItem, CardSpec

Key = tuple[Any, ...]
#: How long a card takes to fly to its place, in milliseconds.
FLIGHT_MS = 150
ALL_BUTTONS = Qt.MouseButton.AllButtons
#: Where a card lay: what it showed and its rectangle on the table.
Seen = tuple[CardSpec, QRectF]


@dataclass(frozen=True)
class Flight:
    """A card flying from ``start`` to ``end``: the card itself (``key`` of the table's card)
    or, when ``key`` is ``None``, a stand-in showing ``spec``."""

    spec: CardSpec
    start: QRectF
    end: QRectF
    key: Key | None = None


def _card_id(spec: CardSpec) -> str | None:
    return spec.card.id if spec.card is not None else None


def _attached(spec: CardSpec) -> list[str]:
    return [card.id for card in (*spec.energy, *spec.tools)]


class _Sources:
    """The cards that left their place, to be matched once each with where they went."""

    def __init__(self, gone: Mapping[Key, Seen]) -> None:
        self.gone = dict(gone)

    def take(
        self, kinds: Sequence[str], card_id: str | None = None, owner: int | None = None
    ) -> Seen | None:
        for key, (spec, rect) in self.gone.items():
            if key[0] not in kinds:
                continue
            if card_id is not None and _card_id(spec) != card_id:
                continue
            if owner is not None and (len(key) < 2 or key[1] != owner):
                continue
            del self.gone[key]
            return spec, rect
        return None


def plan(
    before: Mapping[Key, Seen],
    now: Mapping[Key, Seen],
    changed: Sequence[Key],
    viewer: int,
    owner_before: Callable[[int], int | None],
) -> list[Flight]:
    """The flights that show how the table shown ``before`` became the one shown ``now``
    (``changed``: the keys of the cards made anew or counted anew, the others stayed as they
    were)."""
    renewed = set(changed)
    gone = {key: seen for key, seen in before.items() if key not in now or key in renewed}
    # A pile that did not shrink gave no card, even if its top card is one that appeared
    # elsewhere (a Grass Energy drawn while another lies on top of the discard pile).
    sources = _Sources(
        {key: seen for key, seen in gone.items() if key[0] != "pile" or _shrank(key, seen, now)}
    )
    flights: list[Flight] = []
    for key in changed:
        spec, rect = now[key]
        old = before.get(key)
        if key[0] == "pokemon":
            flights += _into_play(sources, key, spec, rect, old)
        elif key[0] == "hand":
            source = (
                sources.take(("pokemon", "prize", "pile"), _card_id(spec))
                or sources.take(("prize",), owner=viewer)
                or _drawn(sources, gone, viewer)
            )
            if source is not None:
                flights.append(Flight(spec, source[1], rect, key))
    for key, (spec, rect) in gone.items():
        if key[0] != "pokemon" or key in now or spec.card is None:
            continue
        owner = owner_before(key[1])
        pile = now.get(("pile", owner, "discard"))
        if pile is not None and ("pile", owner, "discard") in changed:
            flights.append(Flight(spec, rect, pile[1]))
    return flights


def _shrank(key: Key, seen: Seen, now: Mapping[Key, Seen]) -> bool:
    """Does the pile ``key``, shown as ``seen`` before, hold fewer cards now?"""
    after = now.get(key)
    return (after[0].count if after is not None else 0) < seen[0].count


def _into_play(
    sources: _Sources, key: Key, spec: CardSpec, rect: QRectF, old: Seen | None
) -> list[Flight]:
    """A Pokémon that came into play, evolved, or got an Energy or a Tool."""
    flights = []
    if old is None or _card_id(old[0]) != _card_id(spec):
        source = sources.take(("hand",), _card_id(spec)) or sources.take(("back",))
        if source is not None:
            flights.append(Flight(spec, source[1], rect, key))
    extra = list(_attached(spec))
    for card_id in _attached(old[0]) if old is not None else []:
        if card_id in extra:
            extra.remove(card_id)
    attached = {card.id: card for card in (*spec.energy, *spec.tools)}
    for card_id in extra:
        source = sources.take(("hand",), card_id) or sources.take(("back",))
        if source is not None:
            flights.append(
                Flight(CardSpec(("flying", card_id), attached[card_id]), source[1], rect)
            )
    return flights


def _drawn(sources: _Sources, gone: Mapping[Key, Seen], viewer: int) -> Seen | None:
    """A card that came into the viewer's hand from nowhere else came from their deck (when
    the deck changed)."""
    deck = gone.get(("pile", viewer, "deck"))
    return deck if deck is not None else None


class Motion(QObject):
    """Runs the flights of one table."""

    def __init__(self, scene: QGraphicsScene) -> None:
        super().__init__(scene)
        self.scene = scene
        #: The player's preference (Preferences: animations); off, cards simply appear.
        self.wanted: Callable[[], bool] = lambda: True
        self._group: QParallelAnimationGroup | None = None
        #: The cards in flight now (none once they have landed).
        self.flights: list[Flight] = []
        self._ends: list[tuple[CardItem, QRectF]] = []
        self._stand_ins: list[CardItem] = []

    @property
    def running(self) -> bool:
        return bool(self.flights)

    def fly(
        self,
        before: Mapping[Key, Seen],
        now: Mapping[Key, CardItem],
        changed: Sequence[CardItem],
        viewer: int,
        owner_before: Callable[[int], int | None],
    ) -> list[Flight]:
        """Start the flights from the table ``before`` to the one ``now`` (whose cards lie at
        their rest); returns them."""
        self.finish()
        if not before or not self.wanted():
            return []
        placed = {key: (item.spec, item.rest_rect) for key, item in now.items()}
        flights = plan(before, placed, [item.key for item in changed], viewer, owner_before)
        if not flights:
            return []
        group = QParallelAnimationGroup(self)
        for flight in flights:
            if flight.key is not None:
                item = now[flight.key]
            else:
                item = CardItem(flight.spec)
                item.setAcceptHoverEvents(False)
                item.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
                self.scene.addItem(item)
                self._stand_ins.append(item)
            self._ends.append((item, flight.end))
            # A card in flight lets clicks through to the table under it.
            item.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
            item.setZValue(900)
            item.setPos(flight.start.topLeft())
            group.addAnimation(_glide(item, "pos", flight.start.topLeft(), flight.end.topLeft()))
            if flight.start.width() != flight.end.width():
                ratio = flight.start.width() / flight.end.width()
                group.addAnimation(_glide(item, "scale", ratio, 1.0))
        group.finished.connect(self.finish)
        self._group = group
        self.flights = flights
        group.start()
        return flights

    def finish(self) -> None:
        """Every card at its place now; stand-ins gone."""
        group, self._group = self._group, None
        self.flights = []
        if group is not None:
            group.stop()
            group.deleteLater()
        for item, end in self._ends:
            item.setAcceptedMouseButtons(ALL_BUTTONS)
            item.setScale(1.0)
            item.setPos(end.topLeft())
            item.setZValue(item.rest_z)
        for stand_in in self._stand_ins:
            if stand_in.scene() is self.scene:
                self.scene.removeItem(stand_in)
        self._ends, self._stand_ins = [], []


def snapshot(items: Mapping[Key, CardItem]) -> dict[Key, Seen]:
    """What the table shows now, to compare with what it shows after the next change."""
    return {key: (item.spec, _rect(item)) for key, item in items.items()}


def _rect(item: CardItem) -> QRectF:
    return QRectF(item.pos().x(), item.pos().y(), item.spec.width, item.spec.height)


def _glide(item: CardItem, name: str, start: object, end: object) -> QPropertyAnimation:
    animation = QPropertyAnimation(item, name.encode())
    animation.setDuration(FLIGHT_MS)
    animation.setStartValue(start)
    animation.setEndValue(end)
    animation.setEasingCurve(QEasingCurve.Type.OutCubic)
    return animation
