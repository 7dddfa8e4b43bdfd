"""The board, one thing at a time: setup, dragging and its refusals, the card panel, undo,
manual tools and Special Conditions, as a player sees and does them."""

from __future__ import annotations

from typing import Any

from board_driver import HUMAN_VS_COMPUTER, BoardDriver, settle
from PySide6.QtCore import QPointF, Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QMessageBox

from playmat.i18n.message import CardName, Message, Seat, Term, msg
from playmat.rules.actions import AttachEnergy, Attack, Manual
from playmat.rules.choices import Purpose
from playmat.rules.observation import CardView, PokemonView
from playmat.rules.refusals import Refusal
from playmat.rules.state import Condition, Phase
from playmat.ui.playmat.card_face import CONDITION_ROTATION
from playmat.ui.playmat.card_grid_dialog import card_pixmap, drawn_face
from playmat.ui.playmat.items import Glow

ROWLET, DARTRIX, LITTEN, GRASS, FIRE = "sm1-9", "sm1-10", "sm1-24", "sm1-164", "sm1-165"
MORELULL, POTION, NEST_BALL = "sm1-16", "sm1-127", "sm1-123"


def _position(**player1: Any) -> dict[str, Any]:
    """Player 1's third turn: Rowlet (with what ``player1`` adds) against Litten."""
    side = {
        "active": {"card": ROWLET},
        "bench": [{"card": MORELULL}],
        "hand": [GRASS, GRASS, DARTRIX, POTION],
        "deck": [f"{GRASS} x10"],
        "prizes": [f"{GRASS} x6"],
    }
    side.update(player1)
    return {
        "turn": 3,
        "current": 1,
        "first_player": 1,
        "player1": side,
        "player2": {
            "active": {"card": LITTEN},
            "hand": [FIRE, FIRE],
            "deck": [f"{FIRE} x10"],
            "prizes": [f"{FIRE} x6"],
        },
    }


def _hand_uids(window, card_id: str) -> list[int]:
    """The handles of the viewer's cards in hand with this card id (a handle changes whenever
    a card enters the hand, so they are looked up afresh)."""
    hand = window.controller.observation.players[0].hand
    return [c.handle for c in hand if isinstance(c, CardView) and c.id == card_id]


def _active(window, player: int = 0) -> PokemonView:
    active = window.controller.observation.players[player].active
    assert active is not None
    return active


def _entries(window, kind: str, **args: object) -> list[Message]:
    """The viewer's log entries of this kind (``attack`` is ``event.attack``) whose arguments
    include ``args``."""
    controller = window.controller
    return [
        entry
        for entry in controller.client.log(controller.viewer)
        if entry.id == f"event.{kind}" and all(entry.get(k) == v for k, v in args.items())
    ]


def _shown_in_log(window, entries: list[Message]) -> bool:
    """There are such entries, and the log on the screen shows each in the screen's words."""
    texts = window.log.texts()
    return bool(entries) and all(window.controller.words(entry) in texts for entry in entries)


def _refused(window, action, code: str, rule: str | None = None) -> Refusal:
    """The engine's refusal of ``action`` for the viewer, checked to be ``code`` (and ``rule``)."""
    reason = window.controller.why_not(action)
    assert reason is not None and reason.code == code, reason
    if rule is not None:
        assert reason.rule == rule
    return reason


def _your_turn(window, left: tuple[str, ...], done: tuple[str, ...], blocked=()) -> str:
    """The status line of the viewer's turn 3 in the screen's words: the once-per-turn things
    (R-5) still to do, done, and why one not done can't be done now."""
    return window.controller.words(
        msg(
            "status.your_turn",
            when=msg("status.turn", turn=3),
            left=tuple(Term(f"may.{flag}") for flag in left),
            done=tuple(Term(f"done.{flag}") for flag in done),
            blocked=tuple(reason.message for reason in blocked),
        )
    )


def _theirs(window, spot: str) -> str:
    """The card panel's caption for the opponent's card: whose it is, as the screen names the
    opponent ("The computer"), and the spot."""
    return f"{window.controller.name(1)}'s {spot}"


def test_setup_happens_on_the_board(qtbot, open_game) -> None:
    window = open_game(seats=HUMAN_VS_COMPUTER, seed=2)
    driver = BoardDriver(window)
    controller = window.controller
    assert window.scene.coin is not None and window.scene.coin.heads  # you called heads: won
    flip = msg(
        "event.coin", player=Seat(0), heads=True, why=msg("coin.first_player", caller=Seat(0))
    )
    assert controller.client.log(0)[0] == flip
    assert window.log.texts()[0] == controller.words(flip)

    driver.click_button(window.prompt.button("option:1"))  # "Go second"
    qtbot.waitUntil(lambda: controller.my_choice() is not None, timeout=5000)
    choice = controller.my_choice()
    assert choice is not None and choice.purpose is Purpose.SETUP_ACTIVE
    # The computer's Pokémon lie face down: the board shows only their backs.
    theirs = controller.observation.players[1]
    assert theirs.active is not None and theirs.active.face_down
    assert window.scene.card(("pokemon", theirs.active.id)).spec.card is None
    assert window.scene.zones[("zone", 0, "active")].glow is Glow.TARGET
    basic = next(option.card.handle for option in choice.options if option.card is not None)
    item = window.scene.card(("hand", basic))
    assert item.glow is Glow.OPTION
    start = item.pos()

    driver.drag(item, driver.zone_centre("bench"))  # the Active comes first
    assert window.last_message == controller.words(msg("board.drop_active"))
    qtbot.waitUntil(lambda: item.pos() == start, timeout=2000)  # it snapped back

    driver.drag(item, driver.zone_centre("active"))
    mine = controller.observation.players[0]
    assert mine.active is not None and mine.active.card is not None
    assert mine.active.card.handle == basic
    active = window.scene.card(("pokemon", mine.active.id))
    assert active.spec.face_down_to_others  # face down until both are ready
    while controller.observation.phase is Phase.SETUP:
        qtbot.waitUntil(lambda: controller.my_choice() is not None or controller.my_turn())
        if controller.my_choice() is None:
            break
        driver.play_one()
    qtbot.waitUntil(lambda: controller.observation.phase is Phase.TURN, timeout=5000)
    # Both sides are turned face up, and the log says what the computer revealed.
    assert _shown_in_log(window, _entries(window, "reveal", player=Seat(1)))
    assert _shown_in_log(window, _entries(window, "reveal", player=Seat(0)))


def test_a_drag_lights_up_the_legal_targets_and_a_refused_drop_says_why(
    qtbot, open_position
) -> None:
    window = open_position(_position())
    driver = BoardDriver(window)
    energy = window.scene.card(("hand", _hand_uids(window, GRASS)[0]))
    viewport = window.view.viewport()
    start = driver.point(driver.grab_point(energy))
    QTest.mousePress(viewport, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, start)
    QTest.mouseMove(viewport, start + (driver.point(QPointF(800, 500)) - start) * 0.5)
    settle()

    mine = [("pokemon", p.id) for p in [_active(window), *_players_bench(window)]]
    theirs = ("pokemon", _active(window, 1).id)
    lit = (Glow.TARGET, Glow.HOVER_TARGET)  # the one under the pointer is lit brighter
    assert all(window.scene.card(key).glow in lit for key in mine)
    assert window.scene.card(theirs).glow is Glow.NONE
    end = driver.point(window.scene.card(theirs).sceneBoundingRect().center())
    QTest.mouseMove(viewport, end)
    QTest.mouseRelease(viewport, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, end)
    settle()

    refused = _refused(window, AttachEnergy(energy.key[1], theirs[1]), "attach_choose_pokemon")
    reason = window.controller.words(refused.message)
    assert window.last_message == reason
    assert window.scene.refusal is not None and window.scene.refusal.text == reason
    qtbot.waitUntil(lambda: energy.pos() == energy.origin, timeout=2000)
    assert _hand_uids(window, GRASS)  # still in the hand

    driver.drag(energy, window.scene.card(mine[0]).sceneBoundingRect().center())
    assert [e.id for e in _active(window).energy] == [GRASS]
    assert window.status.text() == _your_turn(
        window, left=("supporter_played", "retreated"), done=("energy_attached",)
    )
    second = window.scene.card(("hand", _hand_uids(window, GRASS)[0]))
    again = _refused(
        window, AttachEnergy(second.key[1], mine[0][1]), "energy_already_attached", "R-5"
    )
    driver.drag(second, window.scene.card(mine[0]).sceneBoundingRect().center())
    assert window.last_message == window.controller.words(again.message)


def _players_bench(window, player: int = 0) -> tuple[PokemonView, ...]:
    return window.controller.observation.players[player].bench


def test_undo_takes_back_a_move_that_revealed_nothing(qtbot, open_position) -> None:
    window = open_position(_position())
    driver = BoardDriver(window)
    rowlet = window.scene.card(("pokemon", _active(window).id))
    energy = window.scene.card(("hand", _hand_uids(window, GRASS)[0]))
    driver.drag(energy, rowlet.sceneBoundingRect().center())
    assert _active(window).energy
    assert window.undo_action.isEnabled()

    QTest.keyClick(window.view, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    settle()

    assert not _active(window).energy
    assert len(_hand_uids(window, GRASS)) == 2
    assert window.last_message == window.controller.words(msg("board.taken_back"))
    # Rowlet has no Energy again, so it can't pay its Retreat Cost: the line says so.
    blocker = window.controller.retreat_blocker()
    assert blocker is not None and blocker.code == "retreat_cost_unpaid"
    assert window.status.text() == _your_turn(
        window, left=("energy_attached", "supporter_played"), done=(), blocked=(blocker,)
    )
    assert not window.undo_action.isEnabled()


def test_evolving_and_retreating_by_drag(qtbot, open_position) -> None:
    window = open_position(_position(active={"card": ROWLET, "energy": [GRASS]}))
    driver = BoardDriver(window)
    rowlet_id = _active(window).id
    morelull_id = _players_bench(window)[0].id

    driver.drag(
        window.scene.card(("hand", _hand_uids(window, DARTRIX)[0])),
        window.scene.card(("pokemon", rowlet_id)).sceneBoundingRect().center(),
    )
    evolved = _active(window).card
    assert evolved is not None and evolved.id == DARTRIX
    driver.drag(
        window.scene.card(("pokemon", rowlet_id)),
        window.scene.card(("pokemon", morelull_id)).sceneBoundingRect().center(),
    )
    assert _active(window).id == morelull_id
    benched = _players_bench(window)[0].card
    assert benched is not None and benched.id == DARTRIX
    assert window.status.text() == _your_turn(
        window, left=("energy_attached", "supporter_played"), done=("retreated",)
    )


def test_a_retreat_dropped_between_benched_pokemon_picks_the_nearest(qtbot, open_position) -> None:
    window = open_position(
        _position(
            active={"card": ROWLET, "energy": [GRASS]},
            bench=[{"card": MORELULL}, {"card": LITTEN}],
        )
    )
    driver = BoardDriver(window)
    second = _players_bench(window)[1].id
    slot = window.scene.card(("pokemon", second)).sceneBoundingRect()

    # Just past the second Benched Pokémon's right edge, on the Bench but on no card.
    driver.drag(
        window.scene.card(("pokemon", _active(window).id)),
        QPointF(slot.right() + 6, slot.center().y()),
    )
    assert _active(window).id == second


def test_the_card_panel_offers_the_attacks_and_says_why_one_can_t_be_used(
    qtbot, open_position
) -> None:
    window = open_position(_position())
    driver = BoardDriver(window)
    driver.click(window.scene.card(("pokemon", _active(window).id)))

    panel = window.panel
    assert panel.where.text() == "Your Active Pokémon"
    attack = panel.buttons["attack:0"]
    assert not attack.isEnabled()
    unpaid = _refused(window, Attack(0), "attack_cost_unpaid")
    assert window.controller.words(unpaid.message) in panel.reasons()
    # The opponent's Pokémon is shown large too, without buttons.
    driver.click(window.scene.card(("pokemon", _active(window, 1).id)))
    assert panel.where.text() == _theirs(window, "Active Pokémon")
    assert not panel.buttons


def test_pointing_at_a_card_shows_it_and_the_clicked_card_comes_back(qtbot, open_position) -> None:
    window = open_position(_position())
    driver = BoardDriver(window)
    driver.click(window.scene.card(("pokemon", _active(window, 1).id)))
    assert window.panel.where.text() == _theirs(window, "Active Pokémon")

    viewport = window.view.viewport()
    potion = window.scene.card(("hand", _hand_uids(window, POTION)[0]))
    QTest.mouseMove(viewport, driver.point(driver.grab_point(potion)))
    settle()
    assert window.panel.where.text() == "In your hand"
    assert window.panel.view.card().name == "Potion"
    QTest.mouseMove(viewport, driver.point(QPointF(60, 560)))  # the empty table
    settle()
    assert window.panel.where.text() == _theirs(window, "Active Pokémon")


def test_attacking_from_the_keyboard_ends_the_turn_and_the_computer_answers(
    qtbot, open_position
) -> None:
    window = open_position(_position(active={"card": ROWLET, "energy": [GRASS]}))
    assert window.focusWidget() is window.view
    QTest.keyClick(window.view, Qt.Key.Key_1)
    settle()

    qtbot.waitUntil(lambda: window.controller.my_turn(), timeout=5000)

    rowlet = CardName(ROWLET, "Rowlet")
    assert _shown_in_log(window, _entries(window, "attack", player=Seat(0), card=rowlet))
    assert _shown_in_log(window, _entries(window, "draw_hidden", player=Seat(1), count=1))
    litten = msg("ref.pokemon", owner=Seat(1), card=CardName(LITTEN, "Litten"))
    assert _shown_in_log(window, _entries(window, "damage", target=litten))


def test_a_pokemon_s_right_click_menu_offers_its_attacks(qtbot, open_position) -> None:
    window = open_position(_position(active={"card": ROWLET, "energy": [GRASS]}))
    menu = window.card_menu(("pokemon", _active(window).id))
    assert menu is not None
    attacks = [a for a in menu.actions() if a.text().startswith("Attack: ")]
    assert [a.isEnabled() for a in attacks] == [True, False]
    unpaid = _refused(window, Attack(1), "attack_cost_unpaid")
    assert window.controller.words(unpaid.message) in attacks[1].text()

    attacks[0].trigger()
    settle()
    rowlet = CardName(ROWLET, "Rowlet")
    assert _shown_in_log(window, _entries(window, "attack", player=Seat(0), card=rowlet))


def test_manual_tools_and_special_conditions_on_the_table(qtbot, open_position) -> None:
    window = open_position(_position())
    key = ("pokemon", _active(window).id)
    menu = window.card_menu(key)
    assert menu is not None
    actions = {action.text(): action for action in menu.actions()}
    actions["Make it Asleep"].trigger()
    settle()

    item = window.scene.card(key)
    assert _active(window).conditions == (Condition.ASLEEP,)
    assert item.rotation() == CONDITION_ROTATION["Asleep"]
    assert window.controller.words(Condition.ASLEEP.term) in item.toolTip()
    # The status line no longer offers a retreat, and says why.
    asleep = window.controller.retreat_blocker()
    assert asleep is not None and asleep.code == "retreat_condition"
    assert asleep.rule == "EN I-A-03"
    assert dict(asleep.args) == {
        "pokemon": CardName(ROWLET, "Rowlet"),
        "condition": Condition.ASLEEP.term,
    }
    assert window.status.text() == _your_turn(
        window, left=("energy_attached", "supporter_played"), done=(), blocked=(asleep,)
    )
    tools = {action.text(): action for action in window.card_menu(key).actions()}
    tools["Put 1 damage counter on it"].trigger()
    settle()
    assert _active(window).damage == 10
    # The log tells both players that the damage counter was put on by hand.
    by_hand = msg("reason.manual", player=Seat(0))
    used = _entries(window, "damage_counters", pokemon=key[1], counters=1, reason=by_hand)
    assert _shown_in_log(window, used)
    _refused(
        window, Manual("add_condition", pokemon=999, condition="Asleep"), "manual_choose_pokemon"
    )


def test_a_discard_pile_opens_to_look_through(qtbot, open_position) -> None:
    window = open_position(_position(discard=[POTION, GRASS]))
    driver = BoardDriver(window)
    driver.click(window.scene.card(("pile", 0, "discard")))

    dialog = window.pile_dialog
    assert dialog is not None and dialog.isVisible()
    assert [dialog.grid.item(i).text() for i in range(dialog.grid.count())] == [
        "Grass Energy",
        "Potion",
    ]
    dialog.close()


def test_one_deck_search_after_another_shows_each_the_deck_as_it_is_then(
    qtbot, open_position
) -> None:
    """Two Nest Balls: each search asks in a dialog with the whole deck drawn, the second
    without the Rowlet the first one took, and nothing chosen yet."""
    window = open_position(_position(hand=[NEST_BALL, NEST_BALL], deck=[ROWLET, ROWLET, GRASS]))
    driver = BoardDriver(window)

    def search() -> list[str]:
        nest_ball = window.scene.card(("hand", _hand_uids(window, NEST_BALL)[0]))
        driver.drag(nest_ball, window.scene.layout.stadium.center())
        dialog = window.choice_dialog
        assert dialog is not None and dialog.isVisible()
        assert dialog.chosen() == []
        grid = dialog.grid
        # The cards show at once (the middle of the first isn't the list's background), and
        # each turns into its full face, as the Card database draws it, in a moment.
        shown = grid.viewport().grab().toImage()
        middle = grid.visualItemRect(grid.item(0)).center()
        assert shown.pixelColor(middle) != grid.palette().base().color()
        cards = [window.controller.client.card(ROWLET), window.controller.client.card(GRASS)]
        qtbot.waitUntil(lambda: all(drawn_face(card) is not None for card in cards))
        first = grid.item(0).icon().pixmap(grid.iconSize()).toImage()
        assert first == card_pixmap(cards[0]).toImage()
        return [grid.item(i).text() for i in range(grid.count())]

    assert search() == ["Rowlet", "Rowlet", "Grass Energy"]
    driver.answer((0,))
    assert [p.card.id for p in _players_bench(window) if p.card] == [MORELULL, ROWLET]
    assert search() == ["Rowlet", "Grass Energy"]
    driver.answer((0,))
    assert window.choice_dialog is None
    assert [p.card.id for p in _players_bench(window) if p.card] == [MORELULL, ROWLET, ROWLET]


def test_conceding_asks_first_and_ends_the_game(qtbot, open_position) -> None:
    window = open_position(_position())
    box = window.confirm_concede()
    driver = BoardDriver(window)
    driver.click_button(box.button(QMessageBox.StandardButton.Yes))

    controller = window.controller
    assert controller.observation.winner == 1
    assert window.scene.labels[("banner",)].text == controller.words(
        msg("board.wins", player=Seat(1))
    )
    conceded = msg("end.conceded", loser=Seat(0), winner=Seat(1))
    assert controller.observation.end_reason == conceded
    assert window.prompt.text.text() == controller.words(conceded)
