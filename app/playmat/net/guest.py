"""The guest's side of a LAN game: a :class:`~playmat.play.client.GameClient` whose game runs on
the host.

:class:`RemoteGame` holds the guest's table as the host last sent it (observation, log, the legal
moves and why each button is refused) and answers the board from it at once, so the guest's
table is as quick as a local one; only decisions travel, each naming the step of the game it
answers, and a question: why a dragged card of the hand can't go where it is refused (asked
once per card and table, answered in a round trip, :mod:`playmat.net.probes`). While a
decision is on its way, the table waits for the host's answer.

When the connection drops the game pauses and the guest comes back on its own: it connects
again every second, with the same code and its resume token, for as long as the host holds the
seat; the host sends the whole table, and a decision the host never got is sent again, the same
one. When the game ends, the host's reveal is audited (:mod:`playmat.net.fairness`).
"""

from __future__ import annotations

import hashlib
import secrets
import threading
import time
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass
from datetime import UTC, datetime
from pathlib import Path

from playmat.cards.model import Card
from playmat.effects.automation import Automation
from playmat.errors import PlaymatError
from playmat.i18n.message import Message, Seat, msg
from playmat.net.connection import Connection, ConnectionClosed, open_connection
from playmat.net.fairness import Audit, LogChain, Sealed, Witness, audit
from playmat.net.guest_bots import GuestBot
from playmat.net.guest_save import GuestRecord, new_guest_path, read_guest
from playmat.net.handshake import (
    HANDSHAKE_SECONDS,
    LanRefused,
    Versions,
    expect,
    guest_handshake,
)
from playmat.net.hosted import HOLD_SECONDS
from playmat.net.messages import (
    Audited,
    Bye,
    Chat,
    Commit,
    Decision,
    Join,
    LanMessage,
    Nonce,
    PeerState,
    Probe,
    Rejected,
    Resume,
    Reveal,
    Start,
    UndoRequest,
    Update,
    Verdicts,
    Why,
)
from playmat.net.probes import Unknown, hand_card, observed_refusal
from playmat.net.talk import Talk
from playmat.play.client import AuditVerdict, ChatLine, GameClient, LanLink, Thought
from playmat.play.client import Seat as SeatKind
from playmat.play.games import ScriptLibrary, card_automation, scripts_for
from playmat.play.session import CardSource
from playmat.rules.actions import Action, Answer
from playmat.rules.observation import Observation
from playmat.rules.refusals import IllegalAction, Refusal, refusal

#: How often a guest that lost the host tries again.
RETRY_SECONDS = 1.0
#: How long the guest's table waits for the host to say why a card of the hand can't go
#: somewhere (a round trip on the LAN: milliseconds) before it takes the host for away.
ASK_SECONDS = 2.0
#: The guest's save is written at most this often while the game goes on (and always when
#: the guest decides, and at the end).
SAVE_EVERY = 2.0


def nonce_for(seed: int | None) -> bytes:
    """The guest's part of the seed: random, or made from ``seed`` (tests and scripts that
    replay a game)."""
    if seed is None:
        return secrets.token_bytes(32)
    return hashlib.sha256(f"playmat-nonce/{seed}".encode()).digest()


@dataclass(frozen=True)
class JoinDeck:
    name: str
    cards: Sequence[Card]


@dataclass(frozen=True)
class GuestThought:
    """The guest bot's decision (a :class:`~playmat.play.client.Thought`) on the table of
    ``step``: the bot reads only the table the host sent, so it is decided at once."""

    step: int
    action: Action

    def run(self) -> None:
        """Nothing left to work out."""


class RemoteGame:
    """One LAN game as the guest plays it (see the module docstring)."""

    link: LanLink | None

    def __init__(
        self,
        address: str,
        port: int,
        code: str,
        cards: CardSource,
        library: ScriptLibrary,
        versions: Versions,
        *,
        bot: GuestBot | None = None,
        hold_seconds: float = HOLD_SECONDS,
        record: GuestRecord | None = None,
    ) -> None:
        self.address = address
        self.port = port
        self.code = code
        self.cards = cards
        self.library = library
        self.versions = versions
        self.bot = bot
        self.hold_seconds = hold_seconds
        self.link = self
        self.record = record
        #: Who sits where and the decks' names: known once the host said (or from the save).
        self.seats: tuple[SeatKind, SeatKind] = (SeatKind.REMOTE, SeatKind.REMOTE)
        self.deck_names: tuple[str, str] = ("", "")
        #: The players' own names (none are asked on the LAN: "you" and "your opponent").
        self.player_names: tuple[str, str] = ("", "")
        self._seat = record.sealed.seat if record is not None else 1
        #: The state hash the host claimed at the end (printed when no replay was possible).
        self.claimed_hash: str | None = None
        self._leaving = False
        self._lock = threading.RLock()
        self._connection: Connection | None = None
        self._listeners: list[Callable[[], None]] = []
        self.talk = Talk()
        self._card_data: dict[str, Card] = {}
        self._automation: dict[str, Automation] = {}
        self._update: Update | None = None
        self._legal: set[Action] = set()
        self._refused: dict[Action, Refusal] = {}
        #: The cards of the hand (handles) whose verdicts were asked for on this table, and
        #: those the host answered; a new table starts again.
        self._asked: set[int] = set()
        self._told: set[int] = set()
        self._answered = threading.Condition(self._lock)
        self._log: list[Message] = record.log if record else []
        self._chain = LogChain()
        self._chain.follow(self._log)
        self._saved_at = 0.0
        #: The decision (or, as ``None``, the undo) sent and not answered yet, with the step
        #: of the game it answers.
        self._sent: tuple[int, Action | None] | None = None
        self._audit: Audit | None = None
        self._host_away = False
        #: The host is gone for good (the seat was given up, or never came back).
        self.gone: Message | None = None
        #: Set when nothing more will happen: the game was audited, or the host is gone.
        self.settled = threading.Event()
        if record is not None and record.audit is not None:
            self.settled.set()

    # -- joining ---------------------------------------------------------------------------------

    def join(self, deck: JoinDeck, nonce: bytes | None = None) -> None:
        """Connect, take the seat with ``deck`` and get the first table. Raises
        :class:`~playmat.net.handshake.LanRefused` (wrong code, other version, a deck the host
        can't play) or :class:`ConnectionClosed` (nobody there)."""
        connection = self._handshake()
        try:
            connection.send(Join(deck.name, tuple(card.id for card in deck.cards)))
            deadline = time.monotonic() + HANDSHAKE_SECONDS
            commit = expect(connection, Commit, deadline)
            nonce = nonce if nonce is not None else nonce_for(None)
            connection.send(Nonce(nonce.hex()))
            start = expect(connection, Start, deadline)
            if start.commitment != commit.commitment or start.nonce != nonce.hex():
                raise connection.fail(msg("lan.start_mismatch"))
            self._seated(start)
            update = expect(connection, Update, deadline)
            self.record = GuestRecord(
                path=new_guest_path(),
                game=start.game,
                created=datetime.now(UTC).isoformat(timespec="milliseconds"),
                address=self.address,
                port=self.port,
                code=self.code,
                token=start.token,
                seats=(self.seats[0].value, self.seats[1].value),
                deck_names=start.deck_names,
                sealed=Sealed(commit.commitment, nonce, start.seat, start.rules, start.guest_deck),
                witness=Witness(),
                observation=update.observation,
                log=self._log,
            )
            with self._lock:
                self._apply(update, save=False)
        except BaseException:
            connection.close()
            raise
        self._run(connection)

    @classmethod
    def resume(
        cls,
        path: Path,
        cards: CardSource,
        library: ScriptLibrary,
        versions: Versions,
        *,
        bot: GuestBot | None = None,
        hold_seconds: float = HOLD_SECONDS,
    ) -> RemoteGame:
        """The LAN game saved in ``path`` by the guest (after the guest's Playmat stopped):
        connect to its host again, on its own, unless the game is over and audited, when it
        only shows the end."""
        record = read_guest(path)
        game = cls(
            record.address,
            record.port,
            record.code,
            cards,
            library,
            versions,
            bot=bot,
            hold_seconds=hold_seconds,
            record=record,
        )
        game._show_saved(record)
        if record.audit is None:
            game._come_back()
        return game

    def _show_saved(self, record: GuestRecord) -> None:
        """The table as saved, until the host sends it afresh."""
        self.seats = (SeatKind(record.seats[0]), SeatKind(record.seats[1]))
        self.deck_names = record.deck_names
        self._update = Update(0, record.observation, 0, (), len(record.log), (), (), None)
        self._host_away = record.audit is None

    def _seated(self, start: Start) -> None:
        """The host named the guest's seat and the decks."""
        if start.seat not in (0, 1):
            raise PlaymatError(msg("lan.start_mismatch"))
        self._seat = start.seat
        kinds = [SeatKind.REMOTE, SeatKind.REMOTE]
        kinds[start.seat] = SeatKind.COMPUTER if self.bot is not None else SeatKind.HUMAN
        self.seats = (kinds[0], kinds[1])
        self.deck_names = start.deck_names

    def _handshake(self) -> Connection:
        connection = open_connection(self.address, self.port)
        try:
            guest_handshake(connection, self.code, self.versions)
        except BaseException:
            connection.close()
            raise
        return connection

    def _first_update(self, connection: Connection, deadline: float) -> Update:
        update = expect(connection, Update, deadline)
        with self._lock:
            self._apply(update, save=False)
        return update

    def _rejoin(self) -> Connection:
        """Connect again with the resume token; the whole table comes back."""
        assert self.record is not None
        connection = self._handshake()
        try:
            connection.send(Resume(self.record.token))
            deadline = time.monotonic() + HANDSHAKE_SECONDS
            start = expect(connection, Start, deadline)
            if start.game != self.record.game or start.seat != self._seat:
                raise connection.fail(msg("lan.start_mismatch"))
            self._first_update(connection, deadline)
        except BaseException:
            connection.close()
            raise
        return connection

    # -- the connection's thread -----------------------------------------------------------------

    def _run(self, connection: Connection) -> None:
        with self._lock:
            self._connection = connection
            self._host_away = False
            self._resend()
            self.save()
        threading.Thread(
            target=self._read, args=(connection,), name="playmat-lan-guest", daemon=True
        ).start()
        self._notify()

    def _read(self, connection: Connection) -> None:
        while True:
            try:
                message = connection.receive()
                with self._lock:
                    if connection is not self._connection:
                        connection.close()  # the guest left, or came back on another one
                        return
                    self._handle(connection, message)
            except ConnectionClosed as closed:
                connection.close(closed.words)
                self._lost(connection, closed.words)
                return
            if not isinstance(message, Verdicts):
                # (Verdicts change nothing on the table: the table asked for them, and a
                # table drawn again mid-drag would put out the places lit for the card.)
                self._notify()

    def _handle(self, connection: Connection, message: LanMessage) -> None:
        if isinstance(message, Update):
            self._apply(message)
            self._resend()
        elif isinstance(message, Verdicts):
            self._told_why(message)
        elif isinstance(message, Rejected):
            if self._sent is not None and self._sent[0] == message.step:
                self._sent = None
                self.talk.notice(message.refusal.refusal().message)
        elif isinstance(message, Chat):
            self.talk.said(1 - self._seat, message.text)
        elif isinstance(message, PeerState):
            self.talk.notice(message.status)
        elif isinstance(message, Reveal):
            self._audited(connection, message)
        elif isinstance(message, Bye):
            connection.close(msg("lan.host_left"))
            raise ConnectionClosed(msg("lan.host_left"))
        else:
            raise connection.fail(msg("lan.unexpected", expected="update", found=message.kind))

    def _apply(self, update: Update, *, save: bool = True) -> None:
        if update.observation.viewer != self._seat:
            raise ConnectionClosed(msg("lan.start_mismatch"))
        self._update = update
        del self._log[update.log_start :]
        self._log.extend(update.log)
        self._legal = set(update.legal)
        self._refused = _by_action(update.refused)
        self._asked, self._told = set(), set()
        self._answered.notify_all()
        if self._sent is not None and self._sent[0] != update.step:
            self._sent = None  # answered: the table moved on
        self._chain.follow(self._log)
        if self.record is not None:
            self.record.witness.saw(update.step, update.observation, self._chain)
            self.record.observation = update.observation
            # Saved often enough to come back after a crash; a dropped step only leaves that
            # step out of the audit.
            if save and time.monotonic() - self._saved_at > SAVE_EVERY:
                self.save()

    def _told_why(self, verdicts: Verdicts) -> None:
        """The host's verdicts on the moves of a card of the hand (for this table only)."""
        if self._update is None or verdicts.step != self._update.step:
            return
        self._refused.update(_by_action(verdicts.refused))
        self._told.add(verdicts.card)
        self._answered.notify_all()

    def _resend(self) -> None:
        """After coming back: a decision the host never carried out is sent again, the same."""
        update, sent, connection = self._update, self._sent, self._connection
        if update is None or sent is None or connection is None:
            return
        step, action = sent
        if step == update.step and update.observation.awaiting == self._seat:
            connection.send(UndoRequest(step) if action is None else Decision(step, action))

    def _audited(self, connection: Connection, reveal: Reveal) -> None:
        record = self.record
        assert record is not None
        result = audit(
            record.sealed,
            reveal,
            record.witness,
            self.cards.get_many({*reveal.host_deck, *record.sealed.guest_deck}),
            lambda cards: scripts_for(cards, self.library),
        )
        self._audit = result
        record.audit = AuditVerdict(result.passed, result.detail)
        self.claimed_hash = reveal.state_hash
        self.talk.notice(result.detail)
        self.save()
        connection.send(Audited(result.passed, result.detail))
        self.settled.set()

    def _lost(self, connection: Connection, reason: Message) -> None:
        with self._lock:
            if connection is not self._connection:
                return
            self._connection = None
            self._answered.notify_all()
            # Over and audited: only the chat is gone. Else the game waits for the host.
            coming_back = not self.settled.is_set()
            self._host_away = coming_back
            self.talk.notice(
                msg("lan.host_lost", reason=reason)
                if coming_back
                else msg("lan.status_left", player=Seat(1 - self._seat))
            )
        self._notify()
        if coming_back:
            self._come_back()

    def _come_back(self) -> None:
        threading.Thread(target=self._retry, name="playmat-lan-rejoin", daemon=True).start()

    def _retry(self) -> None:
        """Connect again every :data:`RETRY_SECONDS` while the host may hold the seat."""
        give_up = time.monotonic() + self.hold_seconds
        while not self.settled.is_set() and not self._leaving:
            try:
                connection = self._rejoin()
            except LanRefused as refused:
                self._give_up(refused.words)
                return
            except (ConnectionClosed, OSError):
                if time.monotonic() >= give_up:
                    self._give_up(msg("lan.host_gone"))
                    return
                time.sleep(RETRY_SECONDS)
                continue
            with self._lock:
                self.talk.notice(msg("lan.host_back"))
            self._run(connection)
            return

    def _give_up(self, reason: Message) -> None:
        with self._lock:
            self.gone = reason
            self.talk.notice(reason)
        self.settled.set()
        self._notify()

    # -- the client protocol ---------------------------------------------------------------------

    @property
    def observation(self) -> Observation:
        update = self._update
        assert update is not None
        return update.observation

    def observe(self, seat: int) -> Observation:
        """The guest's own table (the only one a guest ever sees)."""
        with self._lock:
            return self.observation

    def log(self, seat: int) -> list[Message]:
        with self._lock:
            return list(self._log)

    def recent(self, seat: int) -> list[Message]:
        with self._lock:
            update = self._update
            return self._log[update.recent_start :] if update is not None else []

    def legal_actions(self, seat: int) -> list[Action]:
        with self._lock:
            if self._waiting() is not None:
                return []
            choice = self.observation.choice
            if choice is not None:
                return [Answer(answer) for answer in choice.answers()]
            assert self._update is not None
            return list(self._update.legal)

    @property
    def step(self) -> int:
        """How many decisions the game holds, as the host last said."""
        update = self._update
        return update.step if update is not None else 0

    @property
    def waiting_for_host(self) -> bool:
        """A decision of the guest's is on its way and not answered yet."""
        return self._sent is not None

    def _waiting(self) -> Refusal | None:
        """Why the guest can't decide anything now: the host is away, or hasn't answered."""
        if self._connection is None:
            return refusal("lan_host_away")
        if self._sent is not None:
            return refusal("lan_waiting")
        return None

    def why_not(self, action: Action, seat: int) -> Refusal | None:
        with self._lock:
            while True:
                observation = self.observation
                observed = observed_refusal(observation, action)
                if observation.winner is not None:
                    return refusal("game_over")
                waiting = self._waiting()
                if waiting is not None:
                    return waiting
                if not isinstance(observed, Unknown):
                    return observed
                if action in self._legal:
                    return None
                card = hand_card(action)
                if card is None or card in self._told:
                    # Not one of the table's own moves: the host's rules decide when it arrives.
                    return self._refused.get(action)
                if not self._ask(card):
                    return refusal("lan_host_away")

    def _ask(self, card: int) -> bool:
        """Ask the host why the moves of ``card`` are refused, and wait (a round trip) for the
        answer, or for a new table or connection (``True``: ask ``why_not`` again); ``False``
        when the host said nothing in :data:`ASK_SECONDS`."""
        update, connection = self._update, self._connection
        assert update is not None and connection is not None
        if card not in self._asked:
            self._asked.add(card)
            connection.send(Why(update.step, card))
        deadline = time.monotonic() + ASK_SECONDS
        while card not in self._told:
            if self._update is not update or self._connection is not connection:
                return True
            left = deadline - time.monotonic()
            if left <= 0:
                return False
            self._answered.wait(left)
        return True

    def submit(self, action: Action, seat: int) -> None:
        """Send the decision; the table changes when the host's update comes back."""
        with self._lock:
            reason = self.why_not(action, seat)
            if reason is not None:
                raise IllegalAction(reason)
            update, connection = self._update, self._connection
            assert update is not None and connection is not None and self.record is not None
            self._sent = (update.step, action)
            self.record.witness.decided(update.step, action)
            connection.send(Decision(update.step, action))
            self.save()

    def undo_blocker(self, seat: int) -> Refusal | None:
        with self._lock:
            waiting = self._waiting()
            if waiting is not None:
                return waiting
            undo = self._update.undo if self._update is not None else None
            return undo.refusal() if undo is not None else None

    def undo(self, seat: int) -> None:
        with self._lock:
            reason = self.undo_blocker(seat)
            if reason is not None:
                raise IllegalAction(reason)
            assert self._update is not None and self._connection is not None
            self._sent = (self._update.step, None)
            self._connection.send(UndoRequest(self._update.step))

    def card(self, card_id: str) -> Card:
        found = self._card_data.get(card_id)
        if found is None:
            found = self.cards.get_many([card_id]).get(card_id)
            if found is None:
                raise PlaymatError(msg("lan.unknown_card", card=card_id))
            self._card_data[card_id] = found
        return found

    def automation(self, card_id: str) -> Automation:
        if card_id not in self._automation:
            self._automation[card_id] = card_automation(self.card(card_id), self.library)
        return self._automation[card_id]

    def viewer(self, previous: int | None = None) -> int:
        return self._seat

    def computer_to_move(self) -> bool:
        with self._lock:
            observation = self._update.observation if self._update is not None else None
            return (
                self.bot is not None
                and observation is not None
                and self._waiting() is None
                and observation.awaiting == self._seat
                and observation.winner is None
            )

    def play_computer_move(self) -> None:
        thought = self.think_for_computer()
        if thought is None:
            raise PlaymatError(msg("error.not_computers_turn"))
        self.play_thought(thought)

    def think_for_computer(self) -> GuestThought | None:
        with self._lock:
            if self.bot is None or self._update is None or not self.computer_to_move():
                return None
            assert self.record is not None
            decision = self.bot.decide(
                self.observation, self.legal_actions(self._seat), self.record.sealed.rules
            )
            return GuestThought(self._update.step, decision)

    def play_thought(self, thought: Thought) -> bool:
        with self._lock:
            if not isinstance(thought, GuestThought) or self._update is None:
                return False
            if thought.step != self._update.step or not self.computer_to_move():
                return False
            self.submit(thought.action, self._seat)
            return True

    def rematch(self) -> GameClient:
        raise PlaymatError(msg("lan.no_rematch"))

    @property
    def path(self) -> Path:
        """Where the guest's save is (known once the guest has joined)."""
        assert self.record is not None, "a window opens on a game once it is joined"
        return self.record.path

    def follow(self, listener: Callable[[], None]) -> None:
        self._listeners.append(listener)

    def _notify(self) -> None:
        for listener in list(self._listeners):
            listener()

    # -- the link --------------------------------------------------------------------------------

    def opponent_status(self) -> Message:
        with self._lock:
            host = Seat(1 - self._seat)
            if self.gone is not None:
                return msg("lan.status_gone", player=host)
            if self._connection is None and self._audit is None and self._host_away:
                return msg("lan.status_reconnecting", player=host)
            if self._connection is None:
                return msg("lan.status_left", player=host)
            return msg("lan.status_connected", player=host)

    def connected(self) -> bool:
        return self._connection is not None

    def paused(self) -> Message | None:
        with self._lock:
            if self._connection is not None or self.settled.is_set():
                return None
            return refusal("lan_host_away").message

    def notices(self) -> list[Message]:
        return self.talk.notices()

    def chat(self) -> list[ChatLine]:
        return self.talk.chat()

    def say(self, text: str) -> None:
        with self._lock:
            if self._connection is None:
                return
            line = self.talk.said(self._seat, text)
            if line:
                self._connection.send(Chat(line))
        self._notify()

    def audit(self) -> AuditVerdict | None:
        with self._lock:
            return self.record.audit if self.record is not None else None

    @property
    def audit_result(self) -> Audit | None:
        return self._audit

    def leave(self, *, exiting: bool = False) -> None:
        """The guest's window closed: say goodbye; the game stays saved to come back to.
        ``exiting``: the program ends next, so wait until the goodbye (and what came before
        it) is sent."""
        self._leaving = True
        with self._lock:
            connection, self._connection = self._connection, None
        if connection is not None:
            connection.send(Bye())
            connection.close(msg("lan.guest_left"))
            if exiting:
                connection.wait_sent()

    def save(self) -> None:
        if self.record is not None:
            self.record.log = self._log
            self.record.save()
            self._saved_at = time.monotonic()


def _by_action(probes: Iterable[Probe]) -> dict[Action, Refusal]:
    """The host's verdicts, each refused decision with its refusal."""
    return {action: probe.refusal.refusal() for probe in probes for action in probe.actions}
