"""The board, one thing at a time: setup, dragging and its refusals, the card panel, undo,
manual tools and Special Conditions, as a player sees and does them."""

from __future__ import annotations

from typing import Any

from board_driver import HUMAN_VS_COMPUTER, BoardDriver, settle
from PySide6.QtCore import QPointF, Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QMessageBox

from playmat.rules.actions import Manual
from playmat.ui.playmat.card_face import CONDITION_ROTATION
from playmat.ui.playmat.items import Glow

ROWLET, DARTRIX, LITTEN, GRASS, FIRE = "sm1-9", "sm1-10", "sm1-24", "sm1-164", "sm1-165"
MORELULL, POTION = "sm1-16", "sm1-127"


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
    hand = window.controller.observation["players"][0]["hand"]
    return [c["uid"] for c in hand if c["id"] == card_id]


def _active(window, player: int = 0) -> dict:
    return window.controller.observation["players"][player]["active"]


def test_setup_happens_on_the_board(qtbot, open_game) -> None:
    window = open_game(seats=HUMAN_VS_COMPUTER, seed=1)
    driver = BoardDriver(window)
    controller = window.controller
    assert window.scene.coin is not None and window.scene.coin.heads  # you called heads: won
    assert "flipped a coin" in window.log.texts()[0]

    driver.click_button(window.prompt.button("option:1"))  # "Go second"
    qtbot.waitUntil(lambda: controller.my_choice() is not None, timeout=5000)
    choice = controller.my_choice()
    assert choice["purpose"] == "setup_active"
    # The computer's Pokémon lie face down: the board shows only their backs.
    theirs = controller.observation["players"][1]
    assert window.scene.card(("pokemon", theirs["active"]["id"])).spec.card is None
    assert window.scene.zones[("zone", 0, "active")].glow is Glow.TARGET
    basic = next(option["card"] for option in choice["options"])
    item = window.scene.card(("hand", basic))
    assert item.glow is Glow.OPTION
    start = item.pos()

    driver.drag(item, driver.zone_centre("bench"))  # the Active comes first
    assert window.last_message == "Drop your Active Pokémon onto the Active Spot."
    qtbot.waitUntil(lambda: item.pos() == start, timeout=2000)  # it snapped back

    driver.drag(item, driver.zone_centre("active"))
    mine = controller.observation["players"][0]
    assert mine["active"]["card"]["uid"] == basic
    active = window.scene.card(("pokemon", mine["active"]["id"]))
    assert active.spec.face_down_to_others  # face down until both are ready
    while controller.observation["phase"] == "setup":
        qtbot.waitUntil(lambda: controller.my_choice() is not None or controller.my_turn())
        if controller.my_choice() is None:
            break
        driver.play_one()
    qtbot.waitUntil(lambda: controller.observation["phase"] == "turn", timeout=5000)
    assert "reveals" in "\n".join(window.log.texts())


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

    mine = [("pokemon", p["id"]) for p in [_active(window), *_players_bench(window)]]
    theirs = ("pokemon", _active(window, 1)["id"])
    lit = (Glow.TARGET, Glow.HOVER_TARGET)  # the one under the pointer is lit brighter
    assert all(window.scene.card(key).glow in lit for key in mine)
    assert window.scene.card(theirs).glow is Glow.NONE
    end = driver.point(window.scene.card(theirs).sceneBoundingRect().center())
    QTest.mouseMove(viewport, end)
    QTest.mouseRelease(viewport, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, end)
    settle()

    reason = "Attach Energy to one of your own Pokémon in play."
    assert window.last_message == reason
    assert window.scene.refusal is not None and window.scene.refusal.text == reason
    qtbot.waitUntil(lambda: energy.pos() == energy.origin, timeout=2000)
    assert _hand_uids(window, GRASS)  # still in the hand

    driver.drag(energy, window.scene.card(mine[0]).sceneBoundingRect().center())
    assert [e["id"] for e in _active(window)["energy"]] == [GRASS]
    assert "Energy attached" in window.status.text()
    second = window.scene.card(("hand", _hand_uids(window, GRASS)[0]))
    driver.drag(second, window.scene.card(mine[0]).sceneBoundingRect().center())
    assert window.last_message == (
        "You have already attached an Energy card from your hand this turn (R-5)."
    )


def _players_bench(window, player: int = 0) -> list[dict]:
    return window.controller.observation["players"][player]["bench"]


def test_undo_takes_back_a_move_that_revealed_nothing(qtbot, open_position) -> None:
    window = open_position(_position())
    driver = BoardDriver(window)
    rowlet = window.scene.card(("pokemon", _active(window)["id"]))
    energy = window.scene.card(("hand", _hand_uids(window, GRASS)[0]))
    driver.drag(energy, rowlet.sceneBoundingRect().center())
    assert _active(window)["energy"]
    assert window.undo_action.isEnabled()

    QTest.keyClick(window.view, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    settle()

    assert not _active(window)["energy"]
    assert len(_hand_uids(window, GRASS)) == 2
    assert "you may still attach an Energy" in window.status.text()
    assert not window.undo_action.isEnabled()


def test_evolving_and_retreating_by_drag(qtbot, open_position) -> None:
    window = open_position(_position(active={"card": ROWLET, "energy": [GRASS]}))
    driver = BoardDriver(window)
    rowlet_id = _active(window)["id"]
    morelull_id = _players_bench(window)[0]["id"]

    driver.drag(
        window.scene.card(("hand", _hand_uids(window, DARTRIX)[0])),
        window.scene.card(("pokemon", rowlet_id)).sceneBoundingRect().center(),
    )
    assert _active(window)["card"]["id"] == DARTRIX
    driver.drag(
        window.scene.card(("pokemon", rowlet_id)),
        window.scene.card(("pokemon", morelull_id)).sceneBoundingRect().center(),
    )
    assert _active(window)["id"] == morelull_id
    assert _players_bench(window)[0]["card"]["id"] == DARTRIX
    assert "retreated" in window.status.text()


def test_a_retreat_dropped_between_benched_pokemon_picks_the_nearest(qtbot, open_position) -> None:
    window = open_position(
        _position(
            active={"card": ROWLET, "energy": [GRASS]},
            bench=[{"card": MORELULL}, {"card": LITTEN}],
        )
    )
    driver = BoardDriver(window)
    second = _players_bench(window)[1]["id"]
    slot = window.scene.card(("pokemon", second)).sceneBoundingRect()

    # Just past the second Benched Pokémon's right edge, on the Bench but on no card.
    driver.drag(
        window.scene.card(("pokemon", _active(window)["id"])),
        QPointF(slot.right() + 6, slot.center().y()),
    )
    assert _active(window)["id"] == second


def test_the_card_panel_offers_the_attacks_and_says_why_one_can_t_be_used(
    qtbot, open_position
) -> None:
    window = open_position(_position())
    driver = BoardDriver(window)
    driver.click(window.scene.card(("pokemon", _active(window)["id"])))

    panel = window.panel
    assert panel.where.text() == "Your Active Pokémon"
    attack = panel.buttons["attack:0"]
    assert not attack.isEnabled()
    assert any("needs" in reason and "Energy" in reason for reason in panel.reasons())
    # The opponent's Pokémon is shown large too, without buttons.
    driver.click(window.scene.card(("pokemon", _active(window, 1)["id"])))
    assert panel.where.text() == "Computer's Active Pokémon"
    assert not panel.buttons


def test_pointing_at_a_card_shows_it_and_the_clicked_card_comes_back(qtbot, open_position) -> None:
    window = open_position(_position())
    driver = BoardDriver(window)
    driver.click(window.scene.card(("pokemon", _active(window, 1)["id"])))
    assert window.panel.where.text() == "Computer's Active Pokémon"

    viewport = window.view.viewport()
    potion = window.scene.card(("hand", _hand_uids(window, POTION)[0]))
    QTest.mouseMove(viewport, driver.point(driver.grab_point(potion)))
    settle()
    assert window.panel.where.text() == "In your hand"
    assert window.panel.view.card().name == "Potion"
    QTest.mouseMove(viewport, driver.point(QPointF(60, 560)))  # the empty table
    settle()
    assert window.panel.where.text() == "Computer's Active Pokémon"


def test_attacking_from_the_keyboard_ends_the_turn_and_the_computer_answers(
    qtbot, open_position
) -> None:
    window = open_position(_position(active={"card": ROWLET, "energy": [GRASS]}))
    assert window.focusWidget() is window.view
    QTest.keyClick(window.view, Qt.Key.Key_1)
    settle()

    qtbot.waitUntil(lambda: window.controller.my_turn(), timeout=5000)

    log = "\n".join(window.log.texts())
    assert "Player 1's Rowlet uses" in log
    assert "Player 2 drew a card." in log
    assert window.controller.observation["players"][1]["active"]["damage"] > 0 or "Litten" in log


def test_a_pokemon_s_right_click_menu_offers_its_attacks(qtbot, open_position) -> None:
    window = open_position(_position(active={"card": ROWLET, "energy": [GRASS]}))
    menu = window.card_menu(("pokemon", _active(window)["id"]))
    assert menu is not None
    attacks = [a for a in menu.actions() if a.text().startswith("Attack: ")]
    assert [a.isEnabled() for a in attacks] == [True, False]
    assert "needs" in attacks[1].text()

    attacks[0].trigger()
    settle()
    assert "Player 1's Rowlet uses" in "\n".join(window.log.texts())


def test_manual_tools_and_special_conditions_on_the_table(qtbot, open_position) -> None:
    window = open_position(_position())
    key = ("pokemon", _active(window)["id"])
    menu = window.card_menu(key)
    assert menu is not None
    actions = {action.text(): action for action in menu.actions()}
    actions["Make it Asleep"].trigger()
    settle()

    item = window.scene.card(key)
    assert item.rotation() == CONDITION_ROTATION["Asleep"]
    assert "Asleep" in item.toolTip()
    # The status line no longer offers a retreat, and says why.
    assert "Rowlet is Asleep and can't retreat" in window.status.text()
    assert "may still attach an Energy and play a Supporter ·" in window.status.text()
    tools = {action.text(): action for action in window.card_menu(key).actions()}
    tools["Put 1 damage counter on it"].trigger()
    settle()
    assert _active(window)["damage"] == 10
    assert any("manual" in text for text in window.log.texts())
    reason = window.controller.why_not(Manual("add_condition", pokemon=999, condition="Asleep"))
    assert reason == "Choose a Pokémon in play."


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


def test_conceding_asks_first_and_ends_the_game(qtbot, open_position) -> None:
    window = open_position(_position())
    box = window.confirm_concede()
    driver = BoardDriver(window)
    driver.click_button(box.button(QMessageBox.StandardButton.Yes))

    assert window.controller.game.over
    assert window.scene.labels[("banner",)].text == "The computer wins"
    assert "conceded" in window.prompt.text.text()
