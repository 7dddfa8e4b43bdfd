"""The board controller: turns the player's gestures into decisions for the engine and shows
the engine's answer.

After every decision the table shows the viewer's observation afresh (cards that did not change
keep their items), so the board can only ever show what that player may see. Legality is always
the engine's: a drag lights up the targets ``why_illegal`` allows, and a refused drop snaps back
with the engine's reason.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from PySide6.QtCore import QObject, QPoint, QPointF, QTimer, Signal

from playmat.play.session import GameSession, Seat
from playmat.rules.actions import Action, Answer, Attack, Concede, EndTurn, Retreat, UseAbility
from playmat.rules.events import Event
from playmat.rules.game import Game
from playmat.ui.playmat.intents import Intent, answered_on_table, drop_intent, option_keys
from playmat.ui.playmat.items import CardItem, Glow
from playmat.ui.playmat.scene import BoardScene, Key

#: Pause before each move of the computer, so a player can follow what it does.
COMPUTER_DELAY_MS = 500


class BoardController(QObject):
    #: The table was built anew (after a decision, an undo, a change of seat).
    changed = Signal()
    #: Something to tell the player: a refusal, a saved game, an undo.
    message = Signal(str)
    #: Two players on one screen: the board is hidden until this player takes the seat.
    pass_requested = Signal(int)
    #: The player points at a card (show it large), or clicked it (keep showing it).
    card_shown = Signal(object)
    card_pinned = Signal(object)
    #: The pointer left a card: show the one clicked last again.
    card_left_behind = Signal()
    #: A context menu for a card was asked for at a screen position.
    menu_requested = Signal(object, QPoint)
    #: A public pile (discard pile, Lost Zone) was clicked: (player, zone).
    pile_clicked = Signal(int, str)

    def __init__(
        self,
        session: GameSession,
        scene: BoardScene,
        computer_delay_ms: int = COMPUTER_DELAY_MS,
        parent: QObject | None = None,
    ) -> None:
        super().__init__(parent)
        self.scene = scene
        self.scene.delegate = self
        self.computer_delay_ms = computer_delay_ms
        self.session = session
        self.viewer = session.viewer()
        #: Options of the pending choice picked on the table so far (indices).
        self.selection: list[int] = []
        #: Two players on one screen: the seat waiting to take over, while the board is hidden.
        self.passing_to: int | None = None
        self._computer_timer = QTimer(self)
        self._computer_timer.setSingleShot(True)
        self._computer_timer.timeout.connect(self._computer_move)
        self._drag_targets: dict[Key, Intent] = {}
        self.observation: dict[str, Any] = {}
        self._take_seat()
        #: Coin flips since the player's last decision: (heads, who flipped it for what).
        self.flips = self._coin_flips(session.since_last_human_decision())

    def _take_seat(self) -> None:
        """Two players on one screen: nothing is shown until the first of them has the screen."""
        if Seat.COMPUTER not in self.session.seats:
            self.passing_to = self.viewer

    # -- the game ------------------------------------------------------------------------------

    @property
    def game(self) -> Game:
        return self.session.game

    def set_session(self, session: GameSession) -> None:
        """Play another game on this board (a rematch)."""
        self._computer_timer.stop()
        self.session = session
        self.viewer = session.viewer()
        self.selection = []
        self.flips = self._coin_flips(session.since_last_human_decision())
        self.passing_to = None
        self._take_seat()
        if self.passing_to is not None:
            self.pass_requested.emit(self.passing_to)
        else:
            self.refresh()

    def name(self, player: int) -> str:
        return self.session.name(player)

    def why_not(self, action: Action) -> str | None:
        """Why the viewer can't do ``action`` now, in the engine's words (``None``: they can)."""
        if self.passing_to is not None:
            return "Pass the screen first."
        return self.game.why_illegal(action, self.viewer)

    def act(self, action: Action) -> str | None:
        """Make the viewer's decision; returns the engine's reason when it is refused."""
        reason = self.why_not(action)
        if reason is not None:
            self.message.emit(reason)
            return reason
        self.session.apply(action, self.viewer)
        self._after()
        return None

    def _after(self) -> None:
        since = self.session.since_last_human_decision()
        self.flips = self._coin_flips(since)
        for event in since:
            if event.kind == "not_automated":
                # Say it where the player looks; the manual tools are how it gets done.
                self.message.emit(
                    event.text + " Right-click a card, or use Manual tools in the tool bar."
                )
        self.selection = []
        following = self.session.viewer(self.viewer)
        if following != self.viewer and Seat.COMPUTER not in self.session.seats:
            self.passing_to = following
            self.scene.clear_table()
            self.pass_requested.emit(following)
            return
        self.viewer = following
        self.refresh()

    def _coin_flips(self, events: Sequence[Event]) -> list[tuple[bool, str]]:
        """The coin flips among ``events``: heads or not, and who flipped it for what."""
        return [
            (bool(e.data["heads"]), f"{self.name(int(e.data['player']))}: {e.data['why']}")
            for e in events
            if e.kind == "coin"
        ]

    def accept_pass(self) -> None:
        """The next player has the screen: show their side."""
        if self.passing_to is None:
            return
        self.viewer = self.passing_to
        self.passing_to = None
        self.refresh()

    def retreat_blocker(self) -> str | None:
        """Why the viewer's Active Pokémon can't retreat now (the engine's words), asked with
        a real Benched Pokémon; ``None`` when it can, or when there is no one to retreat to."""
        bench = self.observation["players"][self.viewer]["bench"]
        if not bench or bench[0].get("face_down"):
            return None
        return self.why_not(Retreat(bench[0]["id"]))

    def end_turn(self) -> str | None:
        return self.act(EndTurn())

    def attack(self, index: int) -> str | None:
        return self.act(Attack(index))

    def use_ability(self, pokemon_id: int, index: int) -> str | None:
        return self.act(UseAbility(pokemon_id, index))

    def concede(self) -> str | None:
        return self.act(Concede())

    def answer(self, indices: Sequence[int]) -> str | None:
        return self.act(Answer(tuple(indices)))

    def undo(self) -> str | None:
        reason = self.session.undo_blocker(self.viewer)
        if reason is not None:
            self.message.emit(reason)
            return reason
        self.session.undo(self.viewer)
        self.flips = self._coin_flips(self.session.since_last_human_decision())
        self.selection = []
        self.message.emit("Move taken back.")
        self.refresh()
        return None

    def stop(self) -> None:
        """Stop the computer's pending move (the window is closing; the game stays saved)."""
        self._computer_timer.stop()

    def rematch(self) -> None:
        self.set_session(self.session.rematch())

    # -- the computer --------------------------------------------------------------------------

    def _schedule_computer(self) -> None:
        if self.session.computer_to_move() and not self._computer_timer.isActive():
            self._computer_timer.start(self.computer_delay_ms)

    def _computer_move(self) -> None:
        if not self.session.computer_to_move():
            return
        self.session.play_computer_move()
        self._after()

    # -- showing -------------------------------------------------------------------------------

    def refresh(self) -> None:
        """Build the table from the viewer's observation and mark what may be done."""
        self.observation = self.game.observation(self.viewer)
        names = [self.name(0), self.name(1)]
        self.scene.show_state(
            self.observation, self.session.cards, names, self.flips, self._banner()
        )
        self._mark_interaction()
        self.changed.emit()
        self._schedule_computer()

    def _banner(self) -> str:
        winner = self.observation["winner"]
        if winner is None:
            return ""
        if winner == -1:
            return "It's a tie"
        if Seat.COMPUTER in self.session.seats:
            return "You win!" if winner == self.viewer else "The computer wins"
        return f"{self.name(winner)} wins!"

    def my_choice(self) -> dict[str, Any] | None:
        """The pending choice, when the viewer is the one to answer it."""
        choice = self.observation.get("choice")
        if choice is None or self.observation["awaiting"] != self.viewer:
            return None
        return choice

    def my_turn(self) -> bool:
        """Is the viewer the one to act in their turn (no choice pending)?"""
        obs = self.observation
        return (
            obs.get("awaiting") == self.viewer
            and obs.get("awaiting_action", False)
            and obs.get("winner") is None
        )

    def _mark_interaction(self) -> None:
        viewer = self.viewer
        choice = self.my_choice()
        mine = self.observation["players"][viewer]
        for key, item in self.scene.cards.items():
            item.draggable = False
            if key[0] == "hand" and (self.my_turn() or choice is not None):
                item.draggable = True
            if self.my_turn() and mine["active"] and key == ("pokemon", mine["active"]["id"]):
                item.draggable = True
        self._mark_options()

    def _mark_options(self) -> None:
        choice = self.my_choice()
        glows: dict[Key, Glow] = {}
        if choice is not None:
            for index, key in enumerate(option_keys(self.observation, choice)):
                if key is not None:
                    glows[key] = Glow.CHOSEN if index in self.selection else Glow.OPTION
            if choice["purpose"] == "setup_active":
                glows[("zone", self.viewer, "active")] = Glow.TARGET
        self.scene.set_glows(glows)

    # -- choices answered on the table ---------------------------------------------------------

    def table_choice(self) -> bool:
        """Is the pending choice answered by picking cards on the table?"""
        choice = self.my_choice()
        return choice is not None and answered_on_table(self.observation, choice)

    def pick(self, index: int) -> None:
        """Pick (or un-pick) an option on the table; a choice of exactly one is answered at once."""
        choice = self.my_choice()
        if choice is None:
            return
        if index in self.selection:
            self.selection.remove(index)
        elif choice["maximum"] == 1:
            self.selection = [index]
        elif len(self.selection) < choice["maximum"]:
            self.selection.append(index)
        else:
            self.message.emit(f"You may choose at most {choice['maximum']}.")
        if choice["minimum"] == choice["maximum"] == len(self.selection):
            self.answer(sorted(self.selection))
            return
        self._mark_options()
        self.changed.emit()

    def submit_selection(self) -> str | None:
        return self.answer(sorted(self.selection))

    # -- gestures (the scene's delegate) -------------------------------------------------------

    def card_hovered(self, item: CardItem) -> None:
        if item.spec.card is not None:
            self.card_shown.emit(item)

    def card_left(self, item: CardItem) -> None:
        self.card_left_behind.emit()

    def card_clicked(self, item: CardItem) -> None:
        if item.spec.card is not None:
            self.card_pinned.emit(item)
        if item.key[0] == "pile" and item.key[2] in ("discard", "lost_zone"):
            self.pile_clicked.emit(item.key[1], item.key[2])
            return
        choice = self.my_choice()
        if choice is None:
            return
        keys = option_keys(self.observation, choice)
        if item.key in keys:
            self.pick(keys.index(item.key))

    def drag_started(self, item: CardItem) -> None:
        """Light up every place the card may go now."""
        self._drag_targets = {}
        candidates: list[Key] = [("board",)]
        candidates += [k for k in self.scene.cards if k[0] == "pokemon"]
        candidates += [k for k in self.scene.zones if k[1] in (self.viewer, None)]
        glows: dict[Key, Glow] = {}
        for target in candidates:
            intent = drop_intent(self.observation, self.session.cards, item.key, target)
            if self._allowed(intent):
                self._drag_targets[target] = intent
                glows[("zone", None, "stadium") if target == ("board",) else target] = Glow.TARGET
        self.scene.set_glows(glows)
        self.card_shown.emit(item)

    def _allowed(self, intent: Intent) -> bool:
        if intent.pick is not None:
            return True
        return intent.action is not None and self.why_not(intent.action) is None

    def drag_moved(self, item: CardItem, target: Key) -> None:
        glows: dict[Key, Glow] = {
            ("zone", None, "stadium") if k == ("board",) else k: Glow.TARGET
            for k in self._drag_targets
        }
        if target in self._drag_targets:
            glows[target] = Glow.HOVER_TARGET
        elif target[0] == "pokemon":
            glows[target] = Glow.REFUSED
        self.scene.set_glows(glows)

    def dropped(self, item: CardItem, target: Key, pos: QPointF) -> None:
        """Do what the drop means; a refused drop snaps back and says why."""
        self._drag_targets = {}
        intent = drop_intent(self.observation, self.session.cards, item.key, target)
        if intent.pick is not None:
            item.snap_back()
            self.pick(intent.pick)
            return
        reason = intent.reason
        if intent.action is not None:
            reason = self.why_not(intent.action)
            if reason is None:
                self.act(intent.action)
                return
        item.snap_back()
        self._mark_options()
        if reason:
            self.scene.show_refusal(reason, pos)
            self.message.emit(reason)

    def context_menu(self, item: CardItem, screen_pos: QPoint) -> None:
        self.menu_requested.emit(item, screen_pos)
