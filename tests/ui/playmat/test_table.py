"""The table reads at a glance: it fills the window with cards large enough to read, says whose
every pile is, names each player one way, lights only the places a card may go, keeps a Basic
placed during setup on the Bench, holds still where it should (the bar, the panel, the log)
and moves cards where they go, and never lays one thing over another."""

from __future__ import annotations

from typing import Any

import pytest
from board_driver import (
    HUMAN_VS_COMPUTER,
    LEFT,
    NO_KEYS,
    TWO_PLAYERS,
    BoardDriver,
    computer_moves,
    settle,
)
from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QImage, QPainter
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QGraphicsItem, QLabel, QStyleOptionGraphicsItem

from playmat.ai.bots import ComputerBot
from playmat.play.session import GameSession
from playmat.rules.actions import Answer, AttachEnergy, Attack, EndTurn, PlayBasic
from playmat.rules.choices import Purpose
from playmat.rules.observation import CardView
from playmat.ui.playmat.card_face import paint_hand_card
from playmat.ui.playmat.game_window import GameWindow
from playmat.ui.playmat.intents import option_keys
from playmat.ui.playmat.items import BannerItem, CardItem, CoinItem, PlateItem, ZoneItem
from playmat.ui.preferences import Preferences, PreferencesDialog

ROWLET, DARTRIX, LITTEN, GRASS, FIRE = "sm1-9", "sm1-10", "sm1-24", "sm1-164", "sm1-165"
POTION, HAU = "sm1-127", "sm1-120"
SIZES = ((1366, 768), (1600, 1000), (1920, 1080))


def _position(**player1: Any) -> dict[str, Any]:
    """Player 1's third turn: Rowlet with an Energy against a Litten one hit from a Knock Out."""
    side = {
        "active": {"card": ROWLET, "energy": [GRASS], "damage": 20},
        "bench": [{"card": ROWLET}],
        "hand": [GRASS, ROWLET, DARTRIX, POTION],
        "deck": [f"{GRASS} x10"],
        "prizes": [f"{GRASS} x6"],
        "discard": [GRASS],
    }
    side.update(player1)
    return {
        "turn": 3,
        "current": 1,
        "first_player": 1,
        "player1": side,
        "player2": {
            "active": {"card": LITTEN, "damage": 60},
            "bench": [{"card": LITTEN}],
            "hand": [FIRE, FIRE, FIRE],
            "deck": [f"{FIRE} x10"],
            "prizes": [f"{FIRE} x6"],
            "discard": [FIRE],
        },
    }


def _hand_item(window: GameWindow, card_id: str) -> CardItem:
    hand = window.controller.observation.me.hand
    handle = next(c.handle for c in hand if isinstance(c, CardView) and c.id == card_id)
    return window.scene.cards[("hand", handle)]


def _sized(window: GameWindow, size: tuple[int, int]) -> GameWindow:
    window.resize(*size)
    settle()
    return window


def _on_screen(window: GameWindow, rect: QRectF) -> QRectF:
    """A rectangle of the table in pixels of the view."""
    return window.view.mapFromScene(rect).boundingRect().toRectF()


# -- the table fills the window -----------------------------------------------------------------


def test_at_1600_by_1000_the_table_fills_the_window_and_cards_are_large(open_position) -> None:
    window = _sized(open_position(_position()), (1600, 1000))
    viewport = window.view.viewport().rect().toRectF()
    table = _on_screen(window, window.scene.sceneRect())
    assert abs(table.width() - viewport.width()) <= 2
    assert abs(table.height() - viewport.height()) <= 2
    cards = [
        item for key, item in window.scene.cards.items() if key[0] in ("pokemon", "hand", "pile")
    ]
    assert cards
    for item in cards:
        assert _on_screen(window, item.sceneBoundingRect()).width() >= 110, item.key


def test_the_table_scales_with_the_window(open_position) -> None:
    window = open_position(_position())
    widths = []
    for size in SIZES:
        _sized(window, size)
        card = window.scene.cards[("pokemon", window.controller.observation.me.active.id)]
        widths.append(_on_screen(window, card.sceneBoundingRect()).width())
    assert widths == sorted(widths) and widths[0] < widths[-1]


class FontSpy(QPainter):
    """A painter that notes the font of every word a card face is painted with (the letter
    in an Energy symbol is a symbol, not a word)."""

    def __init__(self, image: QImage) -> None:
        super().__init__(image)
        self.sizes: dict[str, int] = {}

    def drawText(self, *args: Any) -> None:
        text = next(a for a in args if isinstance(a, str))
        if len(text) > 1:
            self.sizes[text] = self.font().pixelSize()
        super().drawText(*args)


def test_text_on_a_card_in_hand_reads_at_a_normal_size(open_position) -> None:
    """Every word painted on a card in hand is at least 12 pixels high on a 1600 x 1000
    window (the size of a desktop's ordinary text), the small capitals of its kind 11.5."""
    window = _sized(open_position(_position()), (1600, 1000))
    scale = window.view.scale_factor()
    for key, item in window.scene.cards.items():
        if key[0] != "hand":
            continue
        image = QImage(200, 260, QImage.Format.Format_ARGB32)
        spy = FontSpy(image)
        paint_hand_card(spy, item.card_rect(), item.spec.card)
        spy.end()
        on_screen = {text: size * scale for text, size in spy.sizes.items()}
        assert min(on_screen.values()) >= 11.5, on_screen  # the kind: "BASIC ENERGY"
        words = {text: size for text, size in on_screen.items() if not text.isupper()}
        assert item.spec.card.name in words
        assert min(words.values()) >= 12, words


def test_hovering_a_card_shows_it_large_beside_the_table(open_position) -> None:
    window = _sized(open_position(_position()), (1600, 1000))
    item = _hand_item(window, DARTRIX)
    QTest.mouseMove(
        window.view.viewport(), window.view.mapFromScene(item.sceneBoundingRect().center())
    )
    settle()
    assert window.panel.view.card() is item.spec.card
    shown = window.panel.view.width()
    assert shown >= 2 * _on_screen(window, item.sceneBoundingRect()).width()


# -- whose is what ------------------------------------------------------------------------------


def test_every_pile_and_prize_area_says_whose_it_is_on_its_owner_s_side(open_position) -> None:
    window = _sized(open_position(_position()), (1600, 1000))
    scene = window.scene
    middle = scene.layout.middle_y
    for player, whose in ((0, "Your "), (1, "The computer's ")):
        for zone in ("deck", "discard", "prizes", "lost_zone"):
            item = scene.zones[("zone", player, zone)]
            assert item.name.startswith(whose), item.name
            below = item.rect.center().y() > middle
            assert below == (player == 0), f"{item.name} is on the wrong side"
        for zone in ("deck", "discard"):
            pile = scene.cards[("pile", player, zone)]
            assert pile.spec.caption.startswith(whose)
            assert (pile.sceneBoundingRect().center().y() > middle) == (player == 0)
        for index in range(6):
            prize = scene.cards[("prize", player, index)].sceneBoundingRect()
            assert (prize.center().y() > middle) == (player == 0)
    # Empty, the Lost Zone's own name shows.
    assert scene.zones[("zone", 1, "lost_zone")].label == "The computer's Lost Zone"
    # Full, the Prize zone still names its owner in its strip.
    prizes = scene.zones[("zone", 0, "prizes")]
    assert prizes.label_rect is not None and prizes.name == "Your Prize cards"


def _texts(window: GameWindow) -> list[str]:
    scene = window.scene
    texts = [*window.log.texts(), window.status.text(), window.prompt.text.text()]
    texts += [label.text for label in scene.labels.values()]
    texts += [zone.name for zone in scene.zones.values()]
    texts += [item.spec.caption for item in scene.cards.values()]
    if scene.coin is not None:
        texts += [f.result for f in scene.coin.flips] + [f.purpose for f in scene.coin.flips]
    return texts


def test_against_the_computer_the_seats_are_you_and_the_computer_everywhere(
    open_game,
) -> None:
    window = open_game(seed=4)
    driver = BoardDriver(window)
    while window.controller.observation.winner is None and len(window.log.texts()) < 80:
        driver.play_one()
        computer_moves(window)
        texts = _texts(window)
        assert not [t for t in texts if "Player 1" in t or "Player 2" in t]
    assert any(t.startswith("You ") for t in window.log.texts())
    assert any("The computer" in t for t in window.log.texts())


def test_two_players_on_one_screen_are_you_and_the_other_s_name(starter_decks, qtbot) -> None:
    session = GameSession.new(
        (starter_decks["Forest Shadow"], starter_decks["Roaring Heat"]),
        ("Forest Shadow", "Roaring Heat"),
        TWO_PLAYERS,
        2,
        player_names=("Ash", "Misty"),
    )
    window = GameWindow(session, computer_delay_ms=0)
    qtbot.addWidget(window)
    window.show()
    driver = BoardDriver(window)
    for _ in range(12):
        driver.play_one()
        driver.take_seat()
        viewer = window.controller.viewer
        me, other = ("Ash", "Misty") if viewer == 0 else ("Misty", "Ash")
        texts = _texts(window)
        assert not [t for t in texts if "Player" in t]
        assert not [t for t in texts if me in t], f"{me} is 'you' on their own screen"
        assert window.scene.labels[("name", viewer)].text == "You"
        assert window.scene.labels[("name", 1 - viewer)].text == other
    driver.take_seat()


# -- dragging -----------------------------------------------------------------------------------


def _drag_over(window: GameWindow, item: CardItem, to: QPointF) -> None:
    """Press on the card and move it over ``to`` without letting go."""
    driver = BoardDriver(window)
    viewport = window.view.viewport()
    start = driver.point(driver.grab_point(item))
    end = driver.point(to)
    QTest.mousePress(viewport, LEFT, NO_KEYS, start)
    for step in range(1, 6):
        QTest.mouseMove(viewport, start + (end - start) * (step / 5))
    settle()


def _let_go(window: GameWindow) -> None:
    viewport = window.view.viewport()
    QTest.mouseRelease(viewport, LEFT, NO_KEYS, viewport.rect().topLeft())
    settle()


def test_dragging_lights_only_the_places_a_card_may_go(open_position) -> None:
    window = open_position(_position())
    scene = window.scene
    obs = window.controller.observation
    mine = {("pokemon", p.id) for p in obs.me.in_play()}
    away = scene.layout.rect.topLeft() + QPointF(600, 420)

    _drag_over(window, _hand_item(window, POTION), away)
    assert scene.lit() == {("zone", None, "stadium")}  # the play area, nothing of the opponent
    _let_go(window)
    _drag_over(window, _hand_item(window, GRASS), away)
    assert scene.lit() == mine  # an Energy: one's own Pokémon only
    _let_go(window)
    _drag_over(window, _hand_item(window, ROWLET), away)
    assert scene.lit() == {("zone", 0, "bench")}
    _let_go(window)
    _drag_over(window, _hand_item(window, DARTRIX), away)
    assert scene.lit() <= mine and scene.lit()  # what it evolves from, if it may
    _let_go(window)


def test_the_places_a_card_may_go_are_outlined_on_the_screen(open_position) -> None:
    """While an Energy is dragged, a light shows round one's own Pokémon on the screen (not
    round the opponent's), and goes when the card is let go."""
    window = _sized(open_position(_position()), (1600, 1000))
    scene, obs = window.scene, window.controller.observation
    mine = scene.cards[("pokemon", obs.me.active.id)]
    theirs = scene.cards[("pokemon", obs.players[1].active.id)]

    def beside(item: CardItem) -> int:
        """How green the screen is just left of the card, half-way down."""
        card = item.sceneBoundingRect().adjusted(6, 6, -6, -6)
        point = window.view.mapFromScene(QPointF(card.left() - 3, card.center().y()))
        return window.view.viewport().grab().toImage().pixelColor(point).green()

    felt = beside(mine)
    _drag_over(window, _hand_item(window, GRASS), scene.layout.rect.topLeft() + QPointF(600, 420))
    assert beside(mine) > felt + 40  # lit: #34c759, or #1a9e3f under the pointer
    assert beside(theirs) < felt + 10
    _let_go(window)
    assert beside(mine) < felt + 10


@pytest.mark.parametrize("discard", [[], [GRASS]], ids=["empty discard", "same card on top"])
def test_cards_drawn_fly_from_the_deck_which_counts_them_off(
    flying, open_position, discard: list[str]
) -> None:
    """Hau draws 3 cards: they fly from the deck, whose caption then counts 7, even when the
    discard pile (which Hau joins) had a card like the drawn ones on top."""
    window = open_position(_position(hand=[HAU], discard=discard))
    scene = window.scene
    deck = scene.cards[("pile", 0, "deck")]
    where = deck.sceneBoundingRect().adjusted(6, 6, -6, -6)
    BoardDriver(window).drag(_hand_item(window, HAU), scene.layout.stadium.center())
    drawn = [f for f in scene.motion.flights if f.key is not None and f.key[0] == "hand"]
    assert len(drawn) == 3 and all(flight.start == where for flight in drawn)
    # What the pile paints on the table (its card, and the parts painted on it).
    image = QImage(200, 260, QImage.Format.Format_ARGB32)
    spy = FontSpy(image)
    pile = scene.cards[("pile", 0, "deck")]
    for part in (pile, *pile.childItems()):
        part.paint(spy, QStyleOptionGraphicsItem(), None)
    spy.end()
    assert "Your deck\n7 cards" in spy.sizes


def test_a_trainer_dropped_on_the_opponent_s_pokemon_is_refused(open_position) -> None:
    window = open_position(_position())
    litten = window.controller.observation.players[1].active
    target = window.scene.cards[("pokemon", litten.id)].sceneBoundingRect().center()
    BoardDriver(window).drag(_hand_item(window, POTION), target)
    assert POTION in [c.id for c in window.controller.observation.me.hand]
    assert window.scene.refusal is not None and "Stadium" in window.scene.refusal.text


# -- setup --------------------------------------------------------------------------------------


def _setup_seed(starter_decks) -> int:
    """A seed where the player (seat 0) has two Basic Pokémon or more to set up with."""
    for seed in range(1, 60):
        session = GameSession.new(
            (starter_decks["Forest Shadow"], starter_decks["Roaring Heat"]),
            ("Forest Shadow", "Roaring Heat"),
            HUMAN_VS_COMPUTER,
            seed,
        )
        bot = ComputerBot(seed=1)
        game = session.game
        for _ in range(20):
            pending = game.pending
            if getattr(pending, "purpose", None) is Purpose.SETUP_BENCH and game.decider == 0:
                if len(pending.options) >= 1:
                    return seed
                break
            if game.decider is None:
                break
            session.submit(bot.choose(game, game.decider), game.decider)
            game = session.game
    raise AssertionError("no seed gives the player two Basic Pokémon")


def test_a_basic_dragged_to_the_bench_during_setup_stays_there_until_done(
    open_game, starter_decks, qtbot
) -> None:
    window = open_game(seed=_setup_seed(starter_decks))
    driver = BoardDriver(window)
    controller = window.controller
    while (choice := controller.my_choice()) is None or choice.purpose is not Purpose.SETUP_BENCH:
        computer_moves(window)
        driver.play_one()
    assert controller.placed() == []
    keys = option_keys(controller.observation, choice)
    hand_before = sum(1 for k in window.scene.cards if k[0] == "hand")
    driver.drag(window.scene.cards[keys[0]], driver.zone_centre("bench"))
    qtbot.wait(400)  # nothing snaps back
    bench = window.scene.layout.zone("bench", True)
    placed = window.scene.cards[keys[0]]
    assert bench.contains(placed.sceneBoundingRect().center())
    assert placed.spec.face_down_to_others  # placed face down, as setup has it
    assert sum(1 for k in window.scene.cards if k[0] == "hand") == hand_before
    hand_row = window.scene.layout.zone("hand", True)
    in_hand = [i for k, i in window.scene.cards.items() if k[0] == "hand"]
    assert (
        sum(hand_row.contains(i.sceneBoundingRect().center()) for i in in_hand) == hand_before - 1
    )
    assert "1 chosen" in window.prompt.text.text()
    driver.click_button(window.prompt.button("done"))
    assert len(controller.client.game.state.players[0].bench) == 1


# -- nothing jumps ------------------------------------------------------------------------------


def test_the_prompt_bar_keeps_one_height_and_its_text_fits(open_position) -> None:
    window = _sized(open_position(_position()), (1366, 768))
    prompt = window.prompt
    height = prompt.height()
    for text in ("Short.", "A question that goes on and on about what to choose. " * 6):
        prompt.set_text(text)
        settle()
        assert prompt.height() == height
        label = prompt.text
        needed = label.fontMetrics().boundingRect(
            label.contentsRect(), int(label.alignment()) | 0x1000, text
        )
        assert needed.height() <= label.contentsRect().height(), "the text is cut off"
    window.controller.act(EndTurn())
    settle()
    assert prompt.height() == height


def test_the_side_panel_keeps_one_width(open_position) -> None:
    window = _sized(open_position(_position()), (1600, 1000))
    widths = {window.panel_dock.width()}
    scene, obs = window.scene, window.controller.observation
    for key in [
        ("pokemon", obs.me.active.id),
        ("pokemon", obs.players[1].active.id),
        *[k for k in scene.cards if k[0] == "hand"],
    ]:
        window._show_key(key)
        settle()
        widths.add(window.panel_dock.width())
    window.panel.clear()
    settle()
    widths.add(window.panel_dock.width())
    assert len(widths) == 1


def test_the_log_is_resizable_and_its_last_line_is_never_clipped(open_game, qtbot) -> None:
    window = _sized(open_game(seed=3), (1366, 768))
    driver = BoardDriver(window)
    log = window.log

    def last_line_shown() -> bool:
        last = log.document().lastBlock()
        shown = log.blockBoundingGeometry(last).translated(log.contentOffset())
        return shown.top() >= 0 and shown.bottom() <= log.viewport().height()

    for _ in range(8):
        driver.play_one()
        computer_moves(window)
        settle()
        assert last_line_shown()
    heights = []
    for wanted in (120, 380, 200):
        window.resizeDocks([window.log_dock], [wanted], Qt.Orientation.Vertical)
        settle()
        heights.append(window.log_stack.height())
        assert last_line_shown()
    assert heights[1] > heights[0] and heights[2] < heights[1]


# -- the coin -----------------------------------------------------------------------------------


def test_a_coin_flip_is_large_and_says_what_for_and_the_result(open_game) -> None:
    window = _sized(open_game(seed=1), (1600, 1000))
    coin = window.scene.coin
    assert isinstance(coin, CoinItem)
    flip = coin.flips[-1]
    assert flip.result in ("You flipped heads.", "You flipped tails.")
    assert "who goes first" in flip.purpose
    face = QRectF(-coin.RADIUS, -coin.RADIUS, 2 * coin.RADIUS, 2 * coin.RADIUS)
    assert _on_screen(window, coin.mapRectToScene(face)).width() >= 100
    caption = coin.mapRectToScene(coin.caption_rect())
    for item in window.scene.cards.values():
        assert not caption.intersects(item.sceneBoundingRect()), item.key


# -- cards move ---------------------------------------------------------------------------------


@pytest.fixture
def flying(playmat_home) -> None:
    Preferences().set_animations(True)


def test_cards_fly_from_the_hand_to_the_bench_and_onto_a_pokemon(
    flying, open_position, qtbot
) -> None:
    window = open_position(_position())
    scene, controller = window.scene, window.controller
    rowlet = _hand_item(window, ROWLET)
    start = rowlet.pos()
    controller.act(PlayBasic(rowlet.key[1]))
    (flight,) = scene.motion.flights
    placed = scene.cards[flight.key]
    assert flight.key[0] == "pokemon" and flight.start.topLeft() == start
    assert placed.pos() == start  # it starts where it was in the hand...
    qtbot.waitUntil(lambda: not scene.motion.running, timeout=1000)
    assert placed.pos() == flight.end.topLeft()  # ...and lands on the Bench
    assert scene.layout.zone("bench", True).contains(placed.sceneBoundingRect().center())

    energy = _hand_item(window, GRASS)
    active = controller.observation.me.active
    controller.act(AttachEnergy(energy.key[1], active.id))
    (flight,) = scene.motion.flights
    assert flight.key is None and flight.spec.card.id == GRASS  # a stand-in flies
    assert flight.end == scene.cards[("pokemon", active.id)].sceneBoundingRect().adjusted(
        6, 6, -6, -6
    )
    stand_ins = [
        i for i in scene.items() if isinstance(i, CardItem) and i not in scene.cards.values()
    ]
    assert len(stand_ins) == 1
    qtbot.waitUntil(lambda: not scene.motion.running, timeout=1000)
    assert not [
        i for i in scene.items() if isinstance(i, CardItem) and i not in scene.cards.values()
    ]


def test_a_knocked_out_pokemon_flies_to_the_discard_pile_and_a_prize_to_the_hand(
    flying, open_position, qtbot
) -> None:
    window = open_position(_position())
    scene, controller = window.scene, window.controller
    litten = controller.observation.players[1].active
    where = scene.cards[("pokemon", litten.id)].sceneBoundingRect()
    controller.act(Attack(0))  # Tackle: the Knock Out
    flights = scene.motion.flights
    to_discard = [f for f in flights if f.spec.key == ("pokemon", litten.id)]
    assert to_discard and to_discard[0].start.contains(where.center())
    assert to_discard[0].end == scene.cards[("pile", 1, "discard")].sceneBoundingRect().adjusted(
        6, 6, -6, -6
    )
    choice = controller.my_choice()
    assert choice is not None and choice.purpose is Purpose.TAKE_PRIZE
    prize = scene.cards[("prize", 0, 5)].sceneBoundingRect()
    qtbot.waitUntil(lambda: not scene.motion.running, timeout=1000)
    controller.act(Answer((0,)))
    taken = [f for f in scene.motion.flights if f.key is not None and f.key[0] == "hand"]
    assert len(taken) == 1 and taken[0].start == prize.adjusted(6, 6, -6, -6)


def test_a_flight_never_holds_up_the_player(flying, open_position) -> None:
    """A card can be dragged while another flies: the flight ends at once."""
    window = open_position(_position())
    controller = window.controller
    controller.act(PlayBasic(_hand_item(window, ROWLET).key[1]))
    assert window.scene.motion.running
    active = controller.observation.me.active
    target = window.scene.cards[("pokemon", active.id)].sceneBoundingRect().center()
    BoardDriver(window).drag(_hand_item(window, GRASS), target)
    assert len(controller.client.game.state.players[0].active.energy) == 2


def test_flights_can_be_turned_off_in_preferences(open_position, qtbot, playmat_home) -> None:
    dialog = PreferencesDialog()
    qtbot.addWidget(dialog)
    dialog.animations.setChecked(False)
    dialog.accept()
    assert "animations=false" in (playmat_home / "settings.ini").read_text()
    window = open_position(_position())
    window.controller.act(PlayBasic(_hand_item(window, ROWLET).key[1]))
    assert not window.scene.motion.running
    dialog = PreferencesDialog()
    qtbot.addWidget(dialog)
    assert not dialog.animations.isChecked()
    dialog.animations.setChecked(True)
    dialog.accept()
    window.controller.undo()
    window.controller.act(PlayBasic(_hand_item(window, ROWLET).key[1]))
    assert window.scene.motion.running


# -- the status line ----------------------------------------------------------------------------


def test_move_taken_back_clears_on_the_next_move(open_position) -> None:
    window = open_position(_position())
    controller = window.controller
    controller.act(PlayBasic(_hand_item(window, ROWLET).key[1]))
    controller.undo()
    assert window.statusBar().currentMessage() == "Move taken back."
    active = controller.observation.me.active
    controller.act(AttachEnergy(_hand_item(window, GRASS).key[1], active.id))
    assert window.statusBar().currentMessage() == ""


# -- nothing overlaps ---------------------------------------------------------------------------


def _layout_problems(window: GameWindow) -> list[str]:
    """Things of the table cut off by its edge or lying over one another (cards may lie on
    their zone, hand cards overlap each other in a row, a banner lies over everything)."""
    scene = window.scene
    table = scene.sceneRect()
    problems = []
    items: list[tuple[str, QGraphicsItem, QRectF]] = []
    for key, zone in scene.zones.items():
        items.append((f"zone {key}", zone, zone.rect))
    for key, card in scene.cards.items():
        items.append((f"card {key}", card, card.sceneBoundingRect().adjusted(6, 6, -6, -6)))
    for key, label in scene.labels.items():
        if not isinstance(label, BannerItem):
            items.append((f"label {key}", label, label.sceneBoundingRect()))
    if scene.coin is not None:
        coin = scene.coin
        items.append(("coin caption", coin, coin.mapRectToScene(coin.caption_rect())))
    for name, _item, rect in items:
        if not table.contains(rect):
            problems.append(f"{name} is cut off")

    def allowed(a: tuple[str, QGraphicsItem, QRectF], b: tuple[str, QGraphicsItem, QRectF]) -> bool:
        kinds = {type(a[1]), type(b[1])}
        if kinds == {ZoneItem, CardItem}:
            zone = a[2] if isinstance(a[1], ZoneItem) else b[2]
            card = b[2] if isinstance(a[1], ZoneItem) else a[2]
            return zone.contains(card.center())
        names = sorted((a[0], b[0]))
        hand = ("('hand'", "('back'")
        if all(any(h in name for h in hand) for name in names):
            return True  # a hand is a row of overlapping cards
        # The opponent's hand lies on their name plate.
        return "('back'" in names[0] and names[1] == "label ('name', 1)"

    for index, first in enumerate(items):
        for second in items[index + 1 :]:
            overlap = first[2].intersected(second[2])
            if overlap.width() > 1 and overlap.height() > 1 and not allowed(first, second):
                problems.append(f"{first[0]} overlaps {second[0]}")
    return problems


def _prompt_fits(window: GameWindow) -> bool:
    label: QLabel = window.prompt.text
    needed = label.fontMetrics().boundingRect(
        label.contentsRect(), int(label.alignment()) | 0x1000, label.text()
    )
    return needed.height() <= label.contentsRect().height()


@pytest.mark.parametrize("size", SIZES)
def test_nothing_lies_over_anything_else_from_setup_to_the_end(open_game, size) -> None:
    window = _sized(open_game(seed=5), size)
    driver = BoardDriver(window)
    moments = 0
    while window.controller.observation.winner is None and moments < 400:
        assert _layout_problems(window) == [], moments
        assert _prompt_fits(window)
        driver.play_one()
        computer_moves(window)
        settle()
        moments += 1
    assert _layout_problems(window) == []
    QApplication.processEvents()


def test_a_busy_table_has_no_overlaps(open_position) -> None:
    """Full Benches, six Prizes, piles and a coin, at every size."""
    full = [{"card": ROWLET}] * 5
    position = _position(bench=full, lost_zone=[GRASS])
    position["player2"]["bench"] = [{"card": LITTEN}] * 5
    position["player2"]["lost_zone"] = [FIRE]
    window = open_position(position)
    for size in SIZES:
        _sized(window, size)
        assert _layout_problems(window) == [], size
        plate = window.scene.labels[("name", 1)]
        assert isinstance(plate, PlateItem) and plate.facts.endswith("3 cards in hand")
