"""Playing through the board the way a player does: mouse drags on the table, clicks on cards
and buttons, answers in dialogs. The decisions themselves come from a computer player standing
in for the person; every one is carried out by a gesture and checked to have taken effect."""

from __future__ import annotations

import json
import time
from pathlib import Path

from PySide6.QtCore import QPoint, QPointF, Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication

from playmat.ai.bots import ComputerBot
from playmat.cards.model import Card
from playmat.cards.tcgdata import parse_card, parse_set
from playmat.play.client import Seat
from playmat.rules.actions import (
    Action,
    Answer,
    AttachEnergy,
    Attack,
    EndTurn,
    Evolve,
    PlayBasic,
    PlayTrainer,
    Retreat,
    UseAbility,
)
from playmat.rules.choices import ChoiceKind, Purpose
from playmat.rules.game import Game
from playmat.ui.playmat.game_window import GameWindow
from playmat.ui.playmat.intents import option_keys
from playmat.ui.playmat.items import CardItem

HUMAN_VS_COMPUTER = (Seat.HUMAN, Seat.COMPUTER)
TWO_PLAYERS = (Seat.HUMAN, Seat.HUMAN)
LEFT = Qt.MouseButton.LeftButton
NO_KEYS = Qt.KeyboardModifier.NoModifier


def pool_cards(shared_pool: Path, card_ids: set[str]) -> dict[str, Card]:
    """The cards of the shared pool with these ids, read as the importer reads them."""
    sets = {
        record["id"]: parse_set(record)
        for record in json.loads((shared_pool / "sets" / "en.json").read_text(encoding="utf-8"))
    }
    found: dict[str, Card] = {}
    for set_id in {card_id.split("-")[0] for card_id in card_ids}:
        path = shared_pool / "cards" / "en" / f"{set_id}.json"
        for record in json.loads(path.read_text(encoding="utf-8")):
            if record["id"] in card_ids:
                found[record["id"]] = parse_card(record, sets[set_id])
    return found


def settle() -> None:
    for _ in range(3):
        QApplication.processEvents()


def computer_moves(window: GameWindow, timeout_s: float = 60.0) -> None:
    """The computer's moves, made now rather than after the board's pause: each one thought out
    on its worker thread as in play, and waited for (its decision comes back as an event)."""
    controller = window.controller
    deadline = time.monotonic() + timeout_s
    while controller.client.computer_to_move():
        controller._computer_move()
        while controller.thinking:
            assert time.monotonic() < deadline, "the computer did not decide in time"
            QTest.qWait(5)


class BoardDriver:
    def __init__(self, window: GameWindow, seed: int = 11) -> None:
        self.window = window
        self.bot = ComputerBot(seed=seed)
        #: What each gesture did, by action type: proof the board was used for it.
        self.done: dict[str, int] = {}

    @property
    def controller(self):
        return self.window.controller

    @property
    def view(self):
        return self.window.view

    @property
    def game(self) -> Game:
        """The game of the local session the board shows (the stand-in decides on it)."""
        return self.controller.client.game

    # -- gestures ------------------------------------------------------------------------------

    def point(self, scene_pos: QPointF) -> QPoint:
        return self.view.mapFromScene(scene_pos)

    def grab_point(self, item: CardItem) -> QPointF:
        """A point of the card that no other card covers (hand cards overlap to the right)."""
        rect = item.sceneBoundingRect()
        centre = rect.center()
        if item.key[0] == "hand":
            xs = sorted(
                i.scenePos().x() for k, i in self.window.scene.cards.items() if k[0] == "hand"
            )
            x = item.scenePos().x()
            later = [v for v in xs if v > x]
            if later:
                centre.setX(x + (later[0] - x) / 2)
        return centre

    def drag(self, item: CardItem, to: QPointF) -> None:
        viewport = self.view.viewport()
        start = self.point(self.grab_point(item))
        end = self.point(to)
        QTest.mousePress(viewport, LEFT, NO_KEYS, start)
        for step in range(1, 9):
            QTest.mouseMove(viewport, start + (end - start) * (step / 8))
        QTest.mouseRelease(viewport, LEFT, NO_KEYS, end)
        settle()

    def click(self, item: CardItem) -> None:
        QTest.mouseClick(self.view.viewport(), LEFT, NO_KEYS, self.point(self.grab_point(item)))
        settle()

    def card(self, key) -> CardItem:
        return self.window.scene.cards[key]

    def zone_centre(self, name: str) -> QPointF:
        return self.window.scene.layout.zone(name, near=True).center()

    def click_button(self, button) -> None:
        assert button.isEnabled(), f"{button.text()} is disabled"
        QTest.mouseClick(button, LEFT)
        settle()

    # -- a whole decision ----------------------------------------------------------------------

    def take_seat(self) -> None:
        """Two players on one screen: the next player takes the screen."""
        if self.controller.passing_to is not None:
            self.click_button(self.window.pass_screen.button)

    def play_one(self) -> Action:
        """Make the decision the stand-in chooses, by gestures (after the computer's moves, if
        it is to move); check it was made."""
        computer_moves(self.window)
        self.take_seat()
        game = self.game
        viewer = self.controller.viewer
        assert game.decider == viewer, "the board shows the player who decides"
        before = len(game.decisions)
        action = self.bot.choose(game, viewer)
        self.perform(action)
        after = self.game
        assert len(after.decisions) > before or after is not game, f"{action} was not made"
        assert after.decisions[before] == action
        self.done[action.type] = self.done.get(action.type, 0) + 1
        return action

    def perform(self, action: Action) -> None:
        if isinstance(action, Answer):
            self.answer(action.choices)
        elif isinstance(action, PlayBasic):
            self.drag(self.card(("hand", action.card)), self.zone_centre("bench"))
        elif isinstance(action, Evolve | AttachEnergy):
            target = self.card(("pokemon", action.target)).sceneBoundingRect().center()
            self.drag(self.card(("hand", action.card)), target)
        elif isinstance(action, PlayTrainer):
            if action.target is None:
                target = self.window.scene.layout.stadium.center()
            else:
                target = self.card(("pokemon", action.target)).sceneBoundingRect().center()
            self.drag(self.card(("hand", action.card)), target)
        elif isinstance(action, Retreat):
            active = self.controller.observation.me.active
            assert active is not None
            target = self.card(("pokemon", action.new_active)).sceneBoundingRect().center()
            self.drag(self.card(("pokemon", active.id)), target)
        elif isinstance(action, UseAbility):
            self.click(self.card(("pokemon", action.pokemon)))
            self.click_button(self.window.panel.buttons[f"ability:{action.ability}"])
        elif isinstance(action, Attack):
            active = self.controller.observation.me.active
            assert active is not None
            self.click(self.card(("pokemon", active.id)))
            self.click_button(self.window.panel.buttons[f"attack:{action.attack}"])
        elif isinstance(action, EndTurn):
            self.click_button(self.window.prompt.button("end_turn"))
        else:
            raise AssertionError(f"no gesture for {action}")

    def answer(self, indices: tuple[int, ...]) -> None:
        window = self.window
        choice = self.controller.my_choice()
        assert choice is not None
        if self.controller.table_choice():
            keys = option_keys(self.controller.observation, choice)
            if choice.purpose is Purpose.SETUP_ACTIVE:
                self.drag(self.card(keys[indices[0]]), self.zone_centre("active"))
                return
            for index in indices:
                self.click(self.card(keys[index]))
            if "done" in window.prompt.buttons and self.controller.my_choice() is choice:
                self.click_button(window.prompt.button("done"))
            return
        if choice.kind in (ChoiceKind.YES_NO, ChoiceKind.OPTION) and choice.maximum == 1:
            self.click_button(window.prompt.button(f"option:{indices[0]}"))
            return
        dialog = window.choice_dialog
        assert dialog is not None and dialog.isVisible(), "a dialog asks the question"
        for index in indices:
            dialog.choose(index)
        self.click_button(dialog.ok_button)
