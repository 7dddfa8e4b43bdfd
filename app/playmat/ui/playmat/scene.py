"""The table as a ``QGraphicsScene``: built anew from the viewer's observation after every
decision, and the place where drags happen.

The scene knows where things lie and what is under the pointer; what a gesture means is the
:class:`BoardDelegate`'s business (the controller), so the scene never touches the game. The
table takes the shape of the view (:meth:`BoardScene.resize_table`); everything on it is laid
out by :class:`~playmat.ui.playmat.geometry.TableLayout`.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any, Protocol

from PySide6.QtCore import QPoint, QPointF, QRectF, QTimer
from PySide6.QtGui import QBrush, QColor, QRadialGradient
from PySide6.QtWidgets import QGraphicsScene

from playmat.cards.rule_box import played_card
from playmat.i18n.catalogue import Reader
from playmat.i18n.message import Message, Seat, Term, msg
from playmat.rules.observation import CardView, Observation, PlayerView, PokemonView
from playmat.rules.state import Phase
from playmat.ui.playmat.card_face import CARD_H, CARD_W
from playmat.ui.playmat.geometry import TableLayout
from playmat.ui.playmat.intents import PLAY_AREA, CardLookup
from playmat.ui.playmat.items import (
    BannerItem,
    CardItem,
    CardSpec,
    CoinFlip,
    CoinItem,
    GestureScene,
    Glow,
    PlateItem,
    TextItem,
    ZoneItem,
)
from playmat.ui.playmat.motion import Motion, snapshot

Key = tuple[Any, ...]
#: Turns a message into the words of the screen's reader.
Words = Callable[[Message | Term], str]
#: How long a refusal stays on the table, in milliseconds.
REFUSAL_MS = 4000
#: The zones each side has, by the catalogue word that names them.
SIDE_ZONES = {
    "active": "spot.active",
    "bench": "spot.bench",
    "prizes": "zone.prizes",
    "deck": "zone.deck",
    "discard": "zone.discard",
    "lost_zone": "zone.lost_zone",
    "hand": "zone.hand",
}
#: Zones whose name stays on show under their cards: the Prize cards, in their label strip.
LABELLED = ("prizes",)


class BoardDelegate(Protocol):
    """What the scene tells about the player's gestures."""

    def card_hovered(self, item: CardItem) -> None: ...

    def card_left(self, item: CardItem) -> None: ...

    def card_clicked(self, item: CardItem) -> None: ...

    def drag_started(self, item: CardItem) -> None: ...

    def drag_moved(self, item: CardItem, target: Key) -> None: ...

    def dropped(self, item: CardItem, target: Key, pos: QPointF) -> None: ...

    def context_menu(self, item: CardItem, screen_pos: QPoint) -> None: ...


@dataclass(frozen=True)
class TableState:
    """Everything a table is built from, kept so that it can be laid out again when the view
    changes shape."""

    observation: Observation
    cards: CardLookup
    words: Words
    names: Sequence[str]
    flips: Sequence[CoinFlip] = ()
    banner: str = ""
    reason: str = ""
    #: Cards of the viewer's hand shown on their Bench: Basic Pokémon picked during setup,
    #: placed until Done.
    placed: Sequence[Key] = ()


class BoardScene(GestureScene):
    def __init__(self, parent: Any = None) -> None:
        super().__init__(parent)
        self.setItemIndexMethod(QGraphicsScene.ItemIndexMethod.NoIndex)
        self.layout = TableLayout()
        self._felt()
        self.delegate: BoardDelegate | None = None
        self.cards: dict[Key, CardItem] = {}
        self.zones: dict[Key, ZoneItem] = {}
        self.labels: dict[Key, TextItem | PlateItem] = {}
        self.coin: CoinItem | None = None
        self.refusal: TextItem | None = None
        self.viewer = 0
        self.words: Words = Reader().render
        self.motion = Motion(self)
        self.state: TableState | None = None
        #: The cards of the table shown before, while the next one is built (for reuse).
        self._previous: dict[Key, CardItem] = {}
        #: The cards of the table being built that changed: made anew, or counted anew.
        self._changed: list[CardItem] = []

    def _felt(self) -> None:
        rect = self.layout.rect
        self.setSceneRect(rect)
        felt = QRadialGradient(rect.center(), max(rect.width(), rect.height()) * 0.7)
        felt.setColorAt(0, QColor("#2f6f57"))
        felt.setColorAt(1, QColor("#173d31"))
        self.setBackgroundBrush(QBrush(felt))

    def resize_table(self, width: float, height: float) -> None:
        """Lay the table out for a scene of this size (the view's shape, in scene units)."""
        layout = TableLayout(width, height)
        if layout.rect == self.layout.rect:
            return
        self.layout = layout
        self._felt()
        if self.state is not None:
            self._build(self.state, moving=False)

    # -- building the table --------------------------------------------------------------------

    def show_state(
        self,
        observation: Observation,
        cards: CardLookup,
        words: Words,
        names: Sequence[str],
        flips: Sequence[CoinFlip] = (),
        banner: str = "",
        reason: str = "",
        placed: Sequence[Key] = (),
    ) -> None:
        """Show what ``observation`` shows, saying things in the screen's ``words``
        (``banner`` and ``reason`` already in words: who won and why). Cards that did not
        change keep their item (and its painted face); the rest are made anew, so only what
        changed costs anything; cards that moved fly from where they were (:mod:`motion`)."""
        state = TableState(observation, cards, words, names, flips, banner, reason, placed)
        self._build(state, moving=True)

    def _build(self, state: TableState, moving: bool) -> None:
        self.motion.finish()
        shown_before = self.state
        observation = state.observation
        self.state = state
        self.words = state.words
        viewer = observation.viewer
        before = snapshot(self.cards) if moving else {}
        if viewer != self.viewer or not self.zones:
            before = {}
            self.clear_table()
            self.state = state
            self.viewer = viewer
            for player in (viewer, 1 - viewer):
                self._zones(player, player == viewer)
            self._stadium_zone()
        else:
            self._clear_transients()
            self._place_zones()
        labels_before = {key: zone.label for key, zone in self.zones.items()}
        for zone in self.zones.values():
            zone.label = zone.name
        previous, self.cards = self.cards, {}
        self._previous = previous
        self._changed = []
        for player in (viewer, 1 - viewer):
            near = player == viewer
            side = observation.players[player]
            self._in_play(state, side, near)
            self._hand(state, side, player, near)
            self._prizes(state, side, player, near)
            self._piles(state, side, player, near)
            self._plate(state, player, near)
        self._stadium(observation, state.cards)
        gone = dict(self._previous)
        for item in gone.values():
            self.removeItem(item)
        self._previous = {}
        for key, zone in self.zones.items():
            if zone.label != labels_before.get(key):
                zone.update()
        self._coin(state.flips)
        if state.banner:
            self._banner(state.banner, state.reason)
        if before and shown_before is not None:
            owner_before = shown_before.observation.owner_of
            self.motion.fly(before, self.cards, self._changed, viewer, owner_before)

    def clear_table(self) -> None:
        """An empty table (while two players on one screen hand it over)."""
        self.motion.finish()
        self.clear()
        self.cards, self.zones, self.labels = {}, {}, {}
        self._previous = {}
        self.coin = self.refusal = None
        self.state = None

    def _clear_transients(self) -> None:
        """Take away what is shown for one moment only: the banner, a refusal. (The name
        plates and the coin stay while they show the same: painting them costs.)"""
        banner = self.labels.pop(("banner",), None)
        for item in (banner, self.refusal):
            if item is not None:
                self.removeItem(item)
        self.refusal = None

    def _coin(self, flips: Sequence[CoinFlip]) -> None:
        centre = self.layout.coin_centre
        coin = self.coin
        if coin is not None and (coin.flips != list(flips) or coin.pos() != centre):
            self.removeItem(coin)
            self.coin = None
        if flips and self.coin is None:
            self.coin = CoinItem(centre, flips)
            self.addItem(self.coin)

    def _add_card(
        self, spec: CardSpec, rect: QRectF, z: float = 0.0, on: Key | None = None
    ) -> CardItem:
        """Show a card at ``rect``, on the zone ``on``."""
        if on is not None:
            # A zone's name is for when it is empty; a card on it hides it.
            self.zones[on].label = ""
        item = self._previous.pop(spec.key, None)
        if item is not None and item.spec != spec:
            if item.spec.face() != spec.face():
                # Changed: taken away with the cards that are gone, and made anew.
                self._previous[spec.key] = item
                item = None
            else:
                if item.spec.caption != spec.caption:
                    self._changed.append(item)  # a pile counted anew: cards came or went
                item.restate(spec)
        if item is None:
            item = CardItem(spec)
            self.addItem(item)
            self._changed.append(item)
        item.setPos(rect.topLeft())
        item.rest_rect = QRectF(rect.topLeft(), item.rest_rect.size())
        item.rest_z = z
        item.setZValue(z)
        self.cards[spec.key] = item
        return item

    def zone_label(self, player: int, zone: str) -> str:
        """A zone named as whose it is: "Your deck", "The computer's discard pile"."""
        return self.words(msg("board.zone_of", player=Seat(player), zone=Term(SIDE_ZONES[zone])))

    def _zones(self, player: int, near: bool) -> None:
        for name in SIDE_ZONES:
            if name == "hand" and not near:
                continue
            label = "" if name == "hand" else self.zone_label(player, name)
            zone = ZoneItem(("zone", player, name), self.layout.zone(name, near), label)
            self.addItem(zone)
            self.zones[zone.key] = zone
        self._place_zones()

    def _place_zones(self) -> None:
        for key, zone in self.zones.items():
            player, name = key[1], key[2]
            if player is None:
                zone.place(self.layout.stadium)
                continue
            near = player == self.viewer
            label_rect = self.layout.prize_label(near) if name in LABELLED else None
            zone.place(self.layout.zone(name, near), label_rect)

    def _pokemon_spec(self, pokemon: PokemonView, cards: CardLookup, face_down: bool) -> CardSpec:
        key = ("pokemon", pokemon.id)
        if pokemon.card is None:
            return CardSpec(key, None)
        stack = [cards(c.id) for c in pokemon.stack]
        played = played_card(stack)
        return CardSpec(
            key,
            played,
            pokemon=pokemon,
            energy=[cards(e.id) for e in pokemon.energy],
            tools=[cards(t.id) for t in pokemon.tools],
            under=stack[-2] if played is not stack[-1] else None,
            face_down_to_others=face_down,
        )

    def _in_play(self, state: TableState, seen: PlayerView, near: bool) -> None:
        setup = state.observation.phase is Phase.SETUP
        own_face_down = setup and near
        layout, cards = self.layout, state.cards
        player = self.viewer if near else 1 - self.viewer
        active, bench = ("zone", player, "active"), ("zone", player, "bench")
        if seen.active is not None:
            spec = self._pokemon_spec(seen.active, cards, own_face_down)
            self._add_card(spec, layout.card_in(layout.zone("active", near)), 5, active)
        for index, pokemon in enumerate(seen.bench):
            spec = self._pokemon_spec(pokemon, cards, own_face_down)
            self._add_card(spec, layout.bench_slot(index, near), 5, bench)
        if not near:
            return
        # Basic Pokémon picked for the Bench during setup lie there, face down, until Done.
        hand = {("hand", c.handle): c for c in seen.hand if isinstance(c, CardView)}
        placed = [key for key in state.placed if key in hand]
        for offset, key in enumerate(placed):
            spec = CardSpec(key, cards(hand[key].id), face_down_to_others=True)
            self._add_card(spec, layout.bench_slot(len(seen.bench) + offset, near), 6, bench)

    def _hand(self, state: TableState, seen: PlayerView, player: int, near: bool) -> None:
        if not near:
            for index, rect in enumerate(self.layout.small_backs(len(seen.hand), near)):
                spec = CardSpec(
                    ("back", player, index), None, width=rect.width(), height=rect.height()
                )
                self._add_card(spec, rect, 3 + index * 0.01)
            return
        placed = set(state.placed)
        held = [
            c for c in seen.hand if not isinstance(c, CardView) or ("hand", c.handle) not in placed
        ]
        for index, top_left in enumerate(self.layout.hand_positions(len(held))):
            rect = QRectF(top_left, QPointF(top_left.x() + CARD_W, top_left.y() + CARD_H))
            card = held[index]
            if isinstance(card, CardView):
                spec = CardSpec(("hand", card.handle), state.cards(card.id))
            else:
                spec = CardSpec(("back", player, index), None)
            self._add_card(spec, rect, 20 + index, ("zone", player, "hand"))

    def _prizes(self, state: TableState, seen: PlayerView, player: int, near: bool) -> None:
        for index, prize in enumerate(seen.prizes):
            rect = self.layout.prize_slot(index, near)
            card = state.cards(prize.id) if isinstance(prize, CardView) else None
            spec = CardSpec(
                ("prize", player, index), card, width=rect.width(), height=rect.height()
            )
            self._add_card(spec, rect, 2, ("zone", player, "prizes"))

    def _piles(self, state: TableState, seen: PlayerView, player: int, near: bool) -> None:
        layout, words = self.layout, state.words
        piles: list[tuple[str, int, CardView | None]] = [("deck", seen.deck, None)]
        piles += [
            (zone, len(pile), pile[-1] if pile else None)
            for zone, pile in (("discard", seen.discard), ("lost_zone", seen.lost_zone))
        ]
        for zone, count, top in piles:
            if not count:
                continue
            caption = words(msg("board.pile", zone=self.zone_label(player, zone), count=count))
            card = state.cards(top.id) if top is not None else None
            spec = CardSpec(("pile", player, zone), card, caption=caption, count=count)
            self._add_card(spec, layout.card_in(layout.zone(zone, near)), 2, ("zone", player, zone))

    def _plate(self, state: TableState, player: int, near: bool) -> None:
        observation, words = state.observation, state.words
        seen = observation.players[player]
        facts = []
        if seen.prizes or observation.phase is not Phase.SETUP:
            facts.append(words(msg("board.prizes_left", count=len(seen.prizes))))
        if not near:
            facts.append(words(msg("board.hand_count", count=len(seen.hand))))
        deciding = observation.awaiting == player and observation.winner is None
        rect, name = self.layout.zone("plate", near), state.names[player]
        shown = self.labels.get(("name", player))
        if isinstance(shown, PlateItem):
            if shown.shows(rect, name, " · ".join(facts), deciding):
                return
            self.removeItem(shown)
        plate = PlateItem(rect, name, " · ".join(facts), deciding)
        self.addItem(plate)
        self.labels[("name", player)] = plate

    def _stadium_zone(self) -> None:
        label = self.words(msg("board.stadium_zone"))
        zone = ZoneItem(PLAY_AREA, self.layout.stadium, label)
        self.addItem(zone)
        self.zones[zone.key] = zone

    def _stadium(self, observation: Observation, cards: CardLookup) -> None:
        for stadium in observation.stadium:
            spec = CardSpec(("stadium", stadium.handle), cards(stadium.id))
            self._add_card(spec, self.layout.card_in(self.layout.stadium), 3, PLAY_AREA)

    def _banner(self, text: str, reason: str) -> None:
        centre = self.layout.rect.center()
        rect = QRectF(centre.x() - 380, self.layout.middle_y - 75, 760, 150)
        banner = BannerItem(text, reason, rect)
        self.addItem(banner)
        self.labels[("banner",)] = banner

    # -- what is where -------------------------------------------------------------------------

    def card(self, key: Key) -> CardItem:
        return self.cards[key]

    def target_at(self, pos: QPointF, dragged: CardItem | None = None) -> Key:
        """What a card dropped at ``pos`` lands on: a Pokémon, a zone, or the table."""
        for item in self.items(pos):
            if isinstance(item, CardItem) and item is not dragged and item.key[0] == "pokemon":
                return item.key
        for key, zone in self.zones.items():
            if zone.rect.contains(pos):
                if key[2] == "bench":
                    # Between Benched Pokémon: the nearest one is meant (a retreat, an Energy).
                    nearest = self._nearest_pokemon(zone.rect, pos, dragged)
                    if nearest is not None:
                        return nearest
                return key
        return ("board",)

    def _nearest_pokemon(self, area: QRectF, pos: QPointF, dragged: CardItem | None) -> Key | None:
        found = [
            item
            for key, item in self.cards.items()
            if key[0] == "pokemon"
            and item is not dragged
            and area.contains(item.sceneBoundingRect().center())
        ]
        if not found:
            return None

        def distance(item: CardItem) -> float:
            centre = item.sceneBoundingRect().center()
            return (centre.x() - pos.x()) ** 2 + (centre.y() - pos.y()) ** 2

        return min(found, key=distance).key

    def set_glows(self, glows: Mapping[Key, Glow]) -> None:
        """Light up the given cards and zones; everything else goes dark."""
        for key, item in self.cards.items():
            item.set_glow(glows.get(key, Glow.NONE))
        for key, zone in self.zones.items():
            zone.set_glow(glows.get(key, Glow.NONE))

    def lit(self) -> set[Key]:
        """The cards and zones lit now (for tests and screen readers)."""
        cards = {key for key, item in self.cards.items() if item.glow is not Glow.NONE}
        return cards | {key for key, zone in self.zones.items() if zone.glow is not Glow.NONE}

    def show_refusal(self, text: str, near: QPointF) -> None:
        """Say on the table, where the card was dropped, why it was refused."""
        if self.refusal is not None:
            self.removeItem(self.refusal)
        width = self.layout.width
        x = min(max(near.x() - 260, 10), width - 530)
        y = min(max(near.y() - 90, 10), self.layout.height - 90)
        refusal = TextItem(
            text, QRectF(x, y, 520, 76), size=19, background="#eec62828"
        )  # Qt reads #AARRGGBB
        refusal.setZValue(950)
        self.addItem(refusal)
        self.refusal = refusal
        # Bound to the scene, so the timer dies with it; a table built anew has no refusal.
        QTimer.singleShot(REFUSAL_MS, self, lambda: self._forget_refusal(refusal))

    def _forget_refusal(self, refusal: TextItem) -> None:
        if refusal is self.refusal:
            self.removeItem(refusal)
            self.refusal = None

    # -- gestures, passed on -------------------------------------------------------------------

    def card_hovered(self, item: CardItem) -> None:
        if self.delegate is not None:
            self.delegate.card_hovered(item)

    def card_left(self, item: CardItem) -> None:
        if self.delegate is not None:
            self.delegate.card_left(item)

    def card_clicked(self, item: CardItem) -> None:
        if self.delegate is not None:
            self.delegate.card_clicked(item)

    def drag_started(self, item: CardItem) -> None:
        self.motion.finish()
        if self.delegate is not None:
            self.delegate.drag_started(item)

    def drag_moved(self, item: CardItem, pos: QPointF) -> None:
        if self.delegate is not None:
            self.delegate.drag_moved(item, self.target_at(pos, item))

    def dropped(self, item: CardItem, pos: QPointF) -> None:
        if self.delegate is not None:
            self.delegate.dropped(item, self.target_at(pos, item), pos)

    def context_menu(self, item: CardItem, screen_pos: QPoint) -> None:
        if self.delegate is not None:
            self.delegate.context_menu(item, screen_pos)
