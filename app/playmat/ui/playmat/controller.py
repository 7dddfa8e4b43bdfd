"""The board controller: turns the player's gestures into decisions for the engine and shows
the engine's answer.

The controller talks to the game through the :class:`~playmat.play.client.GameClient` protocol
only, so a local game and one on the LAN look the same to it. After every decision the table
shows the viewer's observation afresh (cards that did not change keep their items), so the board
can only ever show what that player may see. Legality is always the engine's: a drag lights up
the targets the engine allows, and a refused drop snaps back with the engine's reason, worded by
the screen's reader in the player's language.
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QObject, QPoint, QPointF, QThread, QTimer, Signal

from playmat.effects.automation import Automation
from playmat.i18n.catalogue import Reader
from playmat.i18n.message import Message, Seat, Term, msg
from playmat.play.client import GameClient, Thought, shared_screen
from playmat.rules.actions import (
    Action,
    Answer,
    Attack,
    Concede,
    EndTurn,
    PlayBasic,
    Retreat,
    UseAbility,
)
from playmat.rules.choices import Purpose
from playmat.rules.observation import ChoiceView, Observation
from playmat.rules.refusals import Refusal, refusal
from playmat.ui.playmat.intents import Intent, answered_on_table, drop_intent, option_keys
from playmat.ui.playmat.items import CardItem, CoinFlip, Glow
from playmat.ui.playmat.scene import BoardScene, Key
from playmat.ui.playmat.thinking import ThoughtWorker
from playmat.ui.words import player_name, seat_reader
from playmat.ui.worker_thread import start_worker_thread

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
    #: A decision was made (by anyone): what was said about the one before no longer holds.
    decided = Signal()

    def __init__(
        self,
        client: GameClient,
        scene: BoardScene,
        computer_delay_ms: int = COMPUTER_DELAY_MS,
        parent: QObject | None = None,
    ) -> None:
        super().__init__(parent)
        self.scene = scene
        self.scene.delegate = self
        self.computer_delay_ms = computer_delay_ms
        self.client = client
        self.viewer = client.viewer()
        #: Options of the pending choice picked on the table so far (indices).
        self.selection: list[int] = []
        #: Two players on one screen: the seat waiting to take over, while the board is hidden.
        self.passing_to: int | None = None
        self._computer_timer = QTimer(self)
        self._computer_timer.setSingleShot(True)
        self._computer_timer.timeout.connect(self._computer_move)
        #: The computer's thought on its worker thread, while it thinks.
        self._thinking: tuple[QThread, ThoughtWorker] | None = None
        self._drag_targets: dict[Key, Intent] = {}
        self.observation: Observation = client.observe(self.viewer)
        self.reader: Reader = seat_reader(client.seats, self.viewer, client.player_names)
        self._take_seat()
        #: Coin flips since the player's last decision: (heads, who flipped it for what).
        self.flips = self._coin_flips(client.recent(self.viewer))

    def _take_seat(self) -> None:
        """Two players on one screen: nothing is shown until the first of them has the screen."""
        if shared_screen(self.client.seats):
            self.passing_to = self.viewer

    # -- the game ------------------------------------------------------------------------------

    def set_client(self, client: GameClient) -> None:
        """Play another game on this board (a rematch)."""
        self.stop()
        self.client = client
        self._look_from(client.viewer())
        self.selection = []
        self.passing_to = None
        self._take_seat()
        if self.passing_to is not None:
            self.pass_requested.emit(self.passing_to)
        else:
            self.refresh()

    def _look_from(self, viewer: int) -> None:
        self.viewer = viewer
        self.reader = seat_reader(self.client.seats, viewer, self.client.player_names)
        self.flips = self._coin_flips(self.client.recent(viewer))

    def words(self, message: Message | Term) -> str:
        """A message (or a word of the game) in the words of this screen's reader."""
        return self.reader.render(message)

    def name(self, player: int) -> str:
        """What this screen calls a seat, begun with a capital ("You", "The computer")."""
        return self.reader.render(msg("plain.text", text=self.reader.seat_name(player)))

    def person(self, player: int) -> str:
        """The name of the person in a seat, whoever's screen it is ("Ash", "Player 2"): for
        handing the screen over."""
        return player_name(player, self.client.player_names)

    def automation(self, card_id: str) -> Automation:
        """Which pieces of the card's text the game carries out (the rest is by hand)."""
        return self.client.automation(card_id)

    def why_not(self, action: Action) -> Refusal | None:
        """Why the viewer can't do ``action`` now (``None``: they can)."""
        if self.passing_to is not None:
            return refusal("pass_the_screen")
        return self.client.why_not(action, self.viewer)

    def act(self, action: Action) -> Refusal | None:
        """Make the viewer's decision; returns the engine's refusal when it is refused (and
        says it on the message line)."""
        reason = self.why_not(action)
        if reason is not None:
            self.message.emit(self.words(reason.message))
            return reason
        self.client.submit(action, self.viewer)
        self.after_decision()
        return None

    def after_decision(self) -> None:
        """Show what the decision just made changed (the coins flipped, what to resolve by
        hand, the next seat on a shared screen, the table)."""
        self.decided.emit()
        recent = self.client.recent(self.viewer)
        self.flips = self._coin_flips(recent)
        for message in recent:
            if message.id.startswith("event.not_automated"):
                # Say it where the player looks; the manual tools are how it gets done.
                self.message.emit(self.words(msg("board.resolve_by_hand", note=message)))
        self.selection = []
        following = self.client.viewer(self.viewer)
        if following != self.viewer and shared_screen(self.client.seats):
            self.passing_to = following
            self.scene.clear_table()
            self.pass_requested.emit(following)
            return
        if following != self.viewer:
            self._look_from(following)
        self.refresh()

    def follow_up(self) -> None:
        """The game changed without this screen (the opponent on the LAN decided, an undo of
        theirs, a table sent again after a reconnection): show it."""
        self.flips = self._coin_flips(self.client.recent(self.viewer))
        if self.client.observe(self.viewer) != self.observation:
            self.selection = []
        self.refresh()

    def _coin_flips(self, messages: Sequence[Message]) -> list[CoinFlip]:
        """The coin flips among ``messages``, in words: the side, what for, who flipped what."""
        return [
            CoinFlip(
                heads=m["heads"] is True,
                face=self.words(msg("board.coin_face", heads=m["heads"])).upper(),
                purpose=self.words(msg("plain.text", text=self.words(m["why"]))),
                result=self.words(msg("board.coin_flipped", player=m["player"], heads=m["heads"])),
            )
            for m in messages
            if m.id == "event.coin" and isinstance(m["why"], Message | Term)
        ]

    def accept_pass(self) -> None:
        """The next player has the screen: show their side."""
        if self.passing_to is None:
            return
        self._look_from(self.passing_to)
        self.passing_to = None
        self.refresh()

    def retreat_blocker(self) -> Refusal | None:
        """Why the viewer's Active Pokémon can't retreat now (the engine's refusal), asked with
        a real Benched Pokémon; ``None`` when it can, or when there is no one to retreat to."""
        bench = self.observation.me.bench
        if not bench or bench[0].face_down:
            return None
        return self.why_not(Retreat(bench[0].id))

    def end_turn(self) -> Refusal | None:
        return self.act(EndTurn())

    def attack(self, index: int) -> Refusal | None:
        return self.act(Attack(index))

    def use_ability(self, pokemon_id: int, index: int) -> Refusal | None:
        return self.act(UseAbility(pokemon_id, index))

    def concede(self) -> Refusal | None:
        return self.act(Concede())

    def answer(self, indices: Sequence[int]) -> Refusal | None:
        return self.act(Answer(tuple(indices)))

    def undo(self) -> Refusal | None:
        reason = self.client.undo_blocker(self.viewer)
        if reason is not None:
            self.message.emit(self.words(reason.message))
            return reason
        self.client.undo(self.viewer)
        self.flips = self._coin_flips(self.client.recent(self.viewer))
        self.selection = []
        self.message.emit(self.words(msg("board.taken_back")))
        self.refresh()
        return None

    def stop(self) -> None:
        """Stop the computer's pending move (the window is closing, or another game comes on
        the board; the game stays saved): a thought under way is waited for and dropped."""
        self._computer_timer.stop()
        if self._thinking is not None:
            thread, worker = self._thinking
            self._thinking = None
            worker.finished.disconnect(self._thought_finished)
            thread.quit()
            thread.wait()

    def rematch(self) -> None:
        self.set_client(self.client.rematch())

    # -- the computer --------------------------------------------------------------------------

    @property
    def thinking(self) -> bool:
        """Is the computer working out its decision (on its worker thread)?"""
        return self._thinking is not None

    def _schedule_computer(self) -> None:
        if (
            self.client.computer_to_move()
            and not self._computer_timer.isActive()
            and self._thinking is None
        ):
            self._computer_timer.start(self.computer_delay_ms)

    def _computer_move(self) -> None:
        """Start the computer's thought on a worker thread; the table stays live meanwhile."""
        if self._thinking is not None:
            return
        thought = self.client.think_for_computer()
        if thought is None:
            return
        worker = ThoughtWorker(thought)
        worker.finished.connect(self._thought_finished)
        thread = start_worker_thread(worker, worker.run, worker.finished, self, "computer-thinking")
        self._thinking = (thread, worker)
        self.changed.emit()

    def _thought_finished(self, thought: Thought) -> None:
        """Back on the GUI thread: make the decision, unless the game moved on meanwhile."""
        if self._thinking is not None:
            thread, _ = self._thinking
            # The thread is ending; the worker is let go once it has (worker_thread.py).
            thread.quit()
            thread.wait()
        self._thinking = None
        if self.client.play_thought(thought):
            self.after_decision()
        else:
            self.refresh()

    # -- showing -------------------------------------------------------------------------------

    def refresh(self) -> None:
        """Build the table from the viewer's observation and mark what may be done."""
        self.observation = self.client.observe(self.viewer)
        self._show_table()
        self.changed.emit()
        self._schedule_computer()

    def _show_table(self) -> None:
        names = [self.name(0), self.name(1)]
        end = self.observation.end_reason
        self.scene.show_state(
            self.observation,
            self.client.card,
            self.words,
            names,
            self.flips,
            self._banner(),
            self.words(end) if end is not None else "",
            placed=self.placed(),
        )
        self._mark_interaction()

    def placed(self) -> list[Key]:
        """The viewer's Basic Pokémon picked for the Bench during setup: they lie there until
        Done (the engine puts them there then)."""
        choice = self.my_choice()
        if choice is None or choice.purpose is not Purpose.SETUP_BENCH:
            return []
        keys = option_keys(self.observation, choice)
        return [key for index in self.selection if (key := keys[index]) is not None]

    def _banner(self) -> str:
        winner = self.observation.winner
        if winner is None:
            return ""
        if winner == -1:
            return self.words(msg("board.tie"))
        return self.words(msg("board.wins", player=Seat(winner)))

    def my_choice(self) -> ChoiceView | None:
        """The pending choice, when the viewer is the one to answer it."""
        return self.observation.choice

    def my_turn(self) -> bool:
        """Is the viewer the one to act in their turn (no choice pending)?"""
        obs = self.observation
        return obs.awaiting == self.viewer and obs.awaiting_action and obs.winner is None

    def _mark_interaction(self) -> None:
        choice = self.my_choice()
        active = self.observation.me.active
        for key, item in self.scene.cards.items():
            item.draggable = False
            if key[0] == "hand" and (self.my_turn() or choice is not None):
                item.draggable = True
            if self.my_turn() and active and key == ("pokemon", active.id):
                item.draggable = True
        self._mark_options()

    def _mark_options(self) -> None:
        choice = self.my_choice()
        glows: dict[Key, Glow] = {}
        if choice is not None:
            for index, key in enumerate(option_keys(self.observation, choice)):
                if key is not None:
                    glows[key] = Glow.CHOSEN if index in self.selection else Glow.OPTION
            if choice.purpose is Purpose.SETUP_ACTIVE:
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
        elif choice.maximum == 1:
            self.selection = [index]
        elif len(self.selection) < choice.maximum:
            self.selection.append(index)
        else:
            self.message.emit(self.words(msg("board.at_most", count=choice.maximum)))
        if choice.minimum == choice.maximum == len(self.selection):
            self.answer(sorted(self.selection))
            return
        if choice.purpose is Purpose.SETUP_BENCH:
            self._show_table()
        else:
            self._mark_options()
        self.changed.emit()

    def submit_selection(self) -> Refusal | None:
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
        """Light up every place the card may go now: the Pokémon and zones where the engine
        allows the drop (the bare table takes a drop too, but is never lit)."""
        self._drag_targets = {}
        candidates: list[Key] = [k for k in self.scene.cards if k[0] == "pokemon"]
        candidates += [k for k in self.scene.zones if k[1] in (self.viewer, None)]
        for target in candidates:
            intent = drop_intent(self.observation, self.client.card, item.key, target)
            if self._allowed(intent):
                self._drag_targets[target] = intent
        self.scene.set_glows(dict.fromkeys(map(self._lit_for, self._drag_targets), Glow.TARGET))
        self.card_shown.emit(item)

    def _lit_for(self, target: Key) -> Key:
        """What lights up for a drop target: a Basic Pokémon goes onto the Bench, whichever
        Benched Pokémon it is dropped near, so the Bench lights rather than its Pokémon."""
        if isinstance(self._drag_targets[target].action, PlayBasic):
            return ("zone", self.viewer, "bench")
        return target

    def _allowed(self, intent: Intent) -> bool:
        if intent.pick is not None:
            return True
        return intent.action is not None and self.why_not(intent.action) is None

    def drag_moved(self, item: CardItem, target: Key) -> None:
        glows: dict[Key, Glow] = dict.fromkeys(map(self._lit_for, self._drag_targets), Glow.TARGET)
        if target in self._drag_targets:
            glows[self._lit_for(target)] = Glow.HOVER_TARGET
        elif target[0] == "pokemon":
            glows[target] = Glow.REFUSED
        self.scene.set_glows(glows)

    def dropped(self, item: CardItem, target: Key, pos: QPointF) -> None:
        """Do what the drop means; a refused drop snaps back and says why."""
        self._drag_targets = {}
        choice = self.my_choice()
        if choice is not None and item.key in self.placed():
            if target == ("zone", self.viewer, "hand"):
                # Taken back off the Bench during setup: un-picked, into the hand again.
                self.pick(option_keys(self.observation, choice).index(item.key))
            else:
                item.snap_back()
            return
        intent = drop_intent(self.observation, self.client.card, item.key, target)
        if intent.pick is not None:
            # Setup: the Basic Pokémon lies on the Bench (the table shows it there) until Done.
            self.pick(intent.pick)
            return
        reason = intent.reason
        if intent.action is not None:
            refused = self.why_not(intent.action)
            if refused is None:
                self.act(intent.action)
                return
            reason = refused.message
        item.snap_back()
        self._mark_options()
        if reason is not None:
            words = self.words(reason)
            self.scene.show_refusal(words, pos)
            self.message.emit(words)

    def context_menu(self, item: CardItem, screen_pos: QPoint) -> None:
        self.menu_requested.emit(item, screen_pos)
