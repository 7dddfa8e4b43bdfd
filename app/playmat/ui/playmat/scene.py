"""The table as a ``QGraphicsScene``: built anew from the viewer's observation after every
decision, and the place where drags happen.

The scene knows where things lie and what is under the pointer; what a gesture means is the
:class:`BoardDelegate`'s business (the controller), so the scene never touches the game.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from typing import Any, Protocol

from PySide6.QtCore import QPoint, QPointF, QRectF, Qt, QTimer
from PySide6.QtGui import QBrush, QColor, QRadialGradient
from PySide6.QtWidgets import QGraphicsScene

from playmat.i18n.catalogue import Reader
from playmat.i18n.message import Message, Term, msg
from playmat.rules.observation import CardView, Observation, PlayerView, PokemonView
from playmat.rules.state import Phase
from playmat.ui.playmat import geometry
from playmat.ui.playmat.card_face import CARD_H, CARD_W
from playmat.ui.playmat.intents import CardLookup
from playmat.ui.playmat.items import (
    BannerItem,
    CardItem,
    CardSpec,
    CoinItem,
    GestureScene,
    Glow,
    TextItem,
    ZoneItem,
)

Key = tuple[Any, ...]
#: Turns a message into the words of the screen's reader.
Words = Callable[[Message | Term], str]
#: How long a refusal stays on the table, in milliseconds.
REFUSAL_MS = 4000

ZONE_LABELS = {
    "active": "Active",
    "bench": "Bench",
    "prizes": "Prizes",
    "deck": "Deck",
    "discard": "Discard pile",
    "lost_zone": "Lost Zone",
    "hand": "",
}


class BoardDelegate(Protocol):
    """What the scene tells about the player's gestures."""

    def card_hovered(self, item: CardItem) -> None: ...

    def card_left(self, item: CardItem) -> None: ...

    def card_clicked(self, item: CardItem) -> None: ...

    def drag_started(self, item: CardItem) -> None: ...

    def drag_moved(self, item: CardItem, target: Key) -> None: ...

    def dropped(self, item: CardItem, target: Key, pos: QPointF) -> None: ...

    def context_menu(self, item: CardItem, screen_pos: QPoint) -> None: ...


class BoardScene(GestureScene):
    def __init__(self, parent: Any = None) -> None:
        super().__init__(parent)
        self.setSceneRect(geometry.SCENE)
        self.setItemIndexMethod(QGraphicsScene.ItemIndexMethod.NoIndex)
        felt = QRadialGradient(geometry.SCENE.center(), geometry.SCENE.width() * 0.7)
        felt.setColorAt(0, QColor("#2f6f57"))
        felt.setColorAt(1, QColor("#173d31"))
        self.setBackgroundBrush(QBrush(felt))
        self.delegate: BoardDelegate | None = None
        self.cards: dict[Key, CardItem] = {}
        self.zones: dict[Key, ZoneItem] = {}
        self.labels: dict[Key, TextItem] = {}
        self.coin: CoinItem | None = None
        self.refusal: TextItem | None = None
        self.viewer = 0
        self.words: Words = Reader().render
        #: The cards of the table shown before, while the next one is built (for reuse).
        self._previous: dict[Key, CardItem] = {}

    # -- building the table --------------------------------------------------------------------

    def show_state(
        self,
        observation: Observation,
        cards: CardLookup,
        words: Words,
        names: Sequence[str],
        flips: Sequence[tuple[bool, str]] = (),
        banner: str = "",
        reason: str = "",
    ) -> None:
        """Show what ``observation`` shows, saying things in the screen's ``words``
        (``banner`` and ``reason`` already in words: who won and why). Cards that did not
        change keep their item (and its painted face); the rest are made anew, so only what
        changed costs anything."""
        self.words = words
        viewer = observation.viewer
        if viewer != self.viewer or not self.zones:
            self.clear_table()
            self.viewer = viewer
            for player in (viewer, 1 - viewer):
                self._zones(player, player == viewer)
            self._stadium_zone()
        else:
            self._clear_transients()
        labels_before = {key: zone.label for key, zone in self.zones.items()}
        for zone in self.zones.values():
            zone.label = zone.name
        previous, self.cards = self.cards, {}
        self._previous = previous
        setup = observation.phase is Phase.SETUP
        for player in (viewer, 1 - viewer):
            near = player == viewer
            state = observation.players[player]
            self._in_play(state, player, near, cards, own_face_down=setup and near)
            self._hand(state, player, near, cards)
            self._prizes(state, player, near, cards)
            self._piles(state, player, near, cards)
            self._name_label(observation, player, near, names[player])
        self._stadium(observation, cards)
        for gone in self._previous.values():
            self.removeItem(gone)
        self._previous = {}
        for key, zone in self.zones.items():
            if zone.label != labels_before.get(key):
                zone.update()
        if flips:
            self.coin = CoinItem(geometry.COIN_CENTRE, flips)
            self.addItem(self.coin)
        if banner:
            self._banner(banner, reason)

    def clear_table(self) -> None:
        """An empty table (while two players on one screen hand it over)."""
        self.clear()
        self.cards, self.zones, self.labels = {}, {}, {}
        self._previous = {}
        self.coin = self.refusal = None

    def _clear_transients(self) -> None:
        """Take away what is shown for one moment only: labels, the coin, a refusal."""
        for item in [*self.labels.values(), self.coin, self.refusal]:
            if item is not None:
                self.removeItem(item)
        self.labels = {}
        self.coin = self.refusal = None

    def _add_card(self, spec: CardSpec, rect: QRectF, z: float = 0.0) -> CardItem:
        for zone in self.zones.values():
            # A zone's name is for when it is empty; a card on it hides it.
            if zone.rect.contains(rect.center()) and zone.key[2] != "bench":
                zone.label = ""
        item = self._previous.pop(spec.key, None)
        if item is not None and item.spec != spec:
            self.removeItem(item)
            item = None
        if item is None:
            item = CardItem(spec)
            self.addItem(item)
        item.setPos(rect.topLeft())
        item.rest_z = z
        item.setZValue(z)
        self.cards[spec.key] = item
        return item

    def _zones(self, player: int, near: bool) -> None:
        for name, label in ZONE_LABELS.items():
            rect = geometry.zone(name, near)
            zone = ZoneItem(("zone", player, name), rect, label)
            if name == "hand":
                zone.setVisible(near)
            self.addItem(zone)
            self.zones[zone.key] = zone

    def _pokemon_spec(self, pokemon: PokemonView, cards: CardLookup, face_down: bool) -> CardSpec:
        key = ("pokemon", pokemon.id)
        if pokemon.card is None:
            return CardSpec(key, None)
        return CardSpec(
            key,
            cards(pokemon.card.id),
            pokemon=pokemon,
            energy=[cards(e.id) for e in pokemon.energy],
            tools=[cards(t.id) for t in pokemon.tools],
            face_down_to_others=face_down,
        )

    def _in_play(
        self,
        state: PlayerView,
        player: int,
        near: bool,
        cards: CardLookup,
        own_face_down: bool,
    ) -> None:
        if state.active is not None:
            spec = self._pokemon_spec(state.active, cards, own_face_down)
            self._add_card(spec, geometry.card_in(geometry.zone("active", near)), 5)
        for index, pokemon in enumerate(state.bench):
            spec = self._pokemon_spec(pokemon, cards, own_face_down)
            self._add_card(spec, geometry.bench_slot(index, near), 5)

    def _hand(self, state: PlayerView, player: int, near: bool, cards: CardLookup) -> None:
        hand = state.hand
        count = len(hand)
        for index, top_left in enumerate(geometry.hand_positions(count, near)):
            rect = QRectF(top_left, QPointF(top_left.x() + CARD_W, top_left.y() + CARD_H))
            card = hand[index]
            if isinstance(card, CardView):
                spec = CardSpec(("hand", card.handle), cards(card.id))
            else:
                spec = CardSpec(("back", player, index), None)
            self._add_card(spec, rect, 20 + index)
        if not near:
            where = geometry.zone("hand", near)
            label = TextItem(
                f"Hand: {count}",
                QRectF(where.right() + 8, where.top() + 60, 110, 28),
                size=15,
            )
            self.addItem(label)
            self.labels[("hand_count", player)] = label

    def _prizes(self, state: PlayerView, player: int, near: bool, cards: CardLookup) -> None:
        for index, prize in enumerate(state.prizes):
            rect = geometry.prize_slot(index, near)
            card = cards(prize.id) if isinstance(prize, CardView) else None
            spec = CardSpec(
                ("prize", player, index), card, width=rect.width(), height=rect.height()
            )
            self._add_card(spec, rect, 2)

    def _piles(self, state: PlayerView, player: int, near: bool, cards: CardLookup) -> None:
        deck = state.deck
        if deck:
            rect = geometry.card_in(geometry.zone("deck", near))
            spec = CardSpec(("pile", player, "deck"), None, caption=f"Deck · {deck}")
            self._add_card(spec, rect, 2)
        for zone, pile in (("discard", state.discard), ("lost_zone", state.lost_zone)):
            if pile:
                rect = geometry.card_in(geometry.zone(zone, near))
                caption = f"{ZONE_LABELS[zone]} · {len(pile)}"
                spec = CardSpec(("pile", player, zone), cards(pile[-1].id), caption=caption)
                self._add_card(spec, rect, 2)

    def _name_label(self, observation: Observation, player: int, near: bool, name: str) -> None:
        prizes = len(observation.players[player].prizes)
        deciding = observation.awaiting == player and observation.winner is None
        text = name
        if prizes or observation.phase is not Phase.SETUP:
            text += " · " + self.words(msg("board.prizes_left", count=prizes))
        zone = geometry.zone("prizes", near)
        y = zone.top() - 36 if near else zone.bottom() + 8
        label = TextItem(
            text,
            QRectF(zone.left() - 8, y, zone.width() + 60, 28),
            size=15,
            colour="#1d1d1f" if deciding else "#f4f1e8",
            background="#f3c623" if deciding else None,
            align=Qt.AlignmentFlag.AlignLeft,
        )
        self.addItem(label)
        self.labels[("name", player)] = label

    def _stadium_zone(self) -> None:
        zone = ZoneItem(("zone", None, "stadium"), geometry.STADIUM, "Stadium")
        self.addItem(zone)
        self.zones[zone.key] = zone

    def _stadium(self, observation: Observation, cards: CardLookup) -> None:
        for stadium in observation.stadium:
            spec = CardSpec(("stadium", stadium.handle), cards(stadium.id))
            self._add_card(spec, geometry.card_in(geometry.STADIUM), 3)

    def _banner(self, text: str, reason: str) -> None:
        rect = QRectF(geometry.SCENE.center().x() - 380, geometry.MIDDLE_Y - 75, 760, 150)
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

    def show_refusal(self, text: str, near: QPointF) -> None:
        """Say on the table, where the card was dropped, why it was refused."""
        if self.refusal is not None:
            self.removeItem(self.refusal)
        x = min(max(near.x() - 260, 10), geometry.SCENE.width() - 530)
        y = min(max(near.y() - 90, 10), geometry.SCENE.height() - 90)
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
