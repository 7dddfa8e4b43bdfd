"""The host's side of a LAN game: the only game, with a guest at the other seat.

:class:`HostedGame` is the :class:`~playmat.play.client.GameClient` of the host's own table
(the board or a headless bot plays through it, as in a local game) and serves the guest over
its connection: after every change the guest gets its own observation, the log entries it lacks
(as messages, worded on the guest's screen), its legal moves and the rules' verdict on each
button of its table; why a card of its hand is refused is answered when the guest asks
(:mod:`playmat.net.probes`). The guest sends decisions naming the step of the game they
answer; a decision for another step (late, repeated, sent twice after a reconnect) is ignored,
and one the rules refuse is answered with the refusal and changes nothing.

If the guest's connection drops, its seat is held for :data:`HOLD_SECONDS` and the game pauses
for both; a guest that comes back with its resume token gets the whole table and its pending
request again. Every decision is saved (the session saves after each), with what the host needs
to host the game again after a crash: the secret of the seed, the guest's token, the code.
When the game ends, the host reveals the secret for the guest's audit
(:mod:`playmat.net.fairness`).
"""

from __future__ import annotations

import threading
import time
from collections.abc import Callable, Iterable, Sequence
from dataclasses import replace
from pathlib import Path

from playmat.cards.model import Card
from playmat.effects.automation import Automation
from playmat.errors import PlaymatError
from playmat.i18n.message import Message, Seat, msg
from playmat.net.connection import Connection
from playmat.net.fairness import state_hash
from playmat.net.messages import (
    Audited,
    Bye,
    Chat,
    Decision,
    LanMessage,
    Probe,
    RefusalRecord,
    Rejected,
    Reveal,
    Start,
    UndoRequest,
    Update,
    Verdicts,
    Why,
)
from playmat.net.probes import button_probes, hand_probes
from playmat.net.talk import Talk
from playmat.play.client import AuditVerdict, ChatLine, GameClient, LanLink, Thought
from playmat.play.games import ScriptLibrary
from playmat.play.saves import LanRecord
from playmat.play.session import CardSource, GameSession
from playmat.rules.actions import Action
from playmat.rules.observation import Observation
from playmat.rules.records import UID_VERSION
from playmat.rules.refusals import IllegalAction, Refusal, refusal

#: How long a dropped player's seat is held before the game is given up.
HOLD_SECONDS = 300.0


class HostedGame:
    """One LAN game on the host (see the module docstring)."""

    @classmethod
    def load(
        cls,
        path: Path,
        cards: CardSource,
        library: ScriptLibrary,
        hold_seconds: float = HOLD_SECONDS,
    ) -> HostedGame:
        """The LAN game saved in ``path``, to host again after the host restarted."""
        session = GameSession.load(path, cards, library)
        if session.lan is None:
            raise PlaymatError(msg("lan.save_not_lan"))
        return cls(session, session.lan, hold_seconds=hold_seconds)

    def __init__(
        self,
        session: GameSession,
        record: LanRecord,
        *,
        hold_seconds: float = HOLD_SECONDS,
    ) -> None:
        self.session = session
        self.record = record
        self.seats = session.seats
        self.deck_names = session.deck_names
        self.player_names = session.player_names
        self.guest_seat = record.guest_seat
        self.hold_seconds = hold_seconds
        self.link: LanLink | None = self
        self._lock = threading.RLock()
        self._guest: Connection | None = None
        #: How many log entries the connected guest has.
        self._guest_log = 0
        #: The last update the guest was sent (its questions are about that table).
        self._served: Update | None = None
        #: When the seat of a guest who left stops being held.
        self._hold_until: float | None = None
        self._hold_timer: threading.Timer | None = None
        self._listeners: list[Callable[[], None]] = []
        self.talk = Talk()
        self._guest_audit: AuditVerdict | None = None
        self.abandoned = False
        #: Set when nothing more will happen: the game ended and the guest has its reveal (or
        #: left), or the guest didn't come back in time.
        self.settled = threading.Event()

    # -- the client protocol (the host's own table) ----------------------------------------------

    def observe(self, seat: int) -> Observation:
        with self._lock:
            return self.session.observe(seat)

    def log(self, seat: int) -> list[Message]:
        with self._lock:
            return self.session.log(seat)

    def recent(self, seat: int) -> list[Message]:
        with self._lock:
            return self.session.recent(seat)

    def legal_actions(self, seat: int) -> list[Action]:
        with self._lock:
            return [] if self._pause_refusal() else self.session.legal_actions(seat)

    def why_not(self, action: Action, seat: int) -> Refusal | None:
        with self._lock:
            return self._pause_refusal() or self.session.why_not(action, seat)

    def submit(self, action: Action, seat: int) -> None:
        with self._lock:
            reason = self._pause_refusal()
            if reason is not None:
                raise IllegalAction(reason)
            self.session.submit(action, seat)
            self._changed()

    def undo_blocker(self, seat: int) -> Refusal | None:
        with self._lock:
            return self._pause_refusal() or self.session.undo_blocker(seat)

    def undo(self, seat: int) -> None:
        with self._lock:
            reason = self.undo_blocker(seat)
            if reason is not None:
                raise IllegalAction(reason)
            self.session.undo(seat)
            self._changed()

    def card(self, card_id: str) -> Card:
        return self.session.card(card_id)

    def automation(self, card_id: str) -> Automation:
        return self.session.automation(card_id)

    def viewer(self, previous: int | None = None) -> int:
        return 1 - self.guest_seat

    def computer_to_move(self) -> bool:
        with self._lock:
            return self._pause_refusal() is None and self.session.computer_to_move()

    def play_computer_move(self) -> None:
        with self._lock:
            self.session.play_computer_move()
            self._changed()

    def think_for_computer(self) -> Thought | None:
        with self._lock:
            return None if self._pause_refusal() else self.session.think_for_computer()

    def play_thought(self, thought: Thought) -> bool:
        with self._lock:
            if self._pause_refusal() is not None or not self.session.play_thought(thought):
                return False
            self._changed()
            return True

    def rematch(self) -> GameClient:
        raise PlaymatError(msg("lan.no_rematch"))

    def follow(self, listener: Callable[[], None]) -> None:
        self._listeners.append(listener)

    @property
    def path(self) -> Path:
        """Where the game is saved (after every decision, by its session)."""
        return self.session.path

    # -- the link (the opponent, the chat) -------------------------------------------------------

    @property
    def over(self) -> bool:
        return self.session.game.over

    def paused(self) -> Message | None:
        """The guest is away while the game goes on: nobody may decide."""
        reason = self._pause_refusal()
        return reason.message if reason is not None else None

    def connected(self) -> bool:
        return self._guest is not None

    def _pause_refusal(self) -> Refusal | None:
        away = self._guest is None and not self.over
        return refusal("lan_paused") if away else None

    def opponent_status(self) -> Message:
        with self._lock:
            if self._guest is not None:
                return msg("lan.status_connected", player=Seat(self.guest_seat))
            if self.abandoned:
                return msg("lan.status_gone", player=Seat(self.guest_seat))
            if self.over:
                return msg("lan.status_left", player=Seat(self.guest_seat))
            left = max(0, int((self._hold_until or time.monotonic()) - time.monotonic()))
            return msg("lan.status_away", player=Seat(self.guest_seat), seconds=left)

    def notices(self) -> list[Message]:
        return self.talk.notices()

    def chat(self) -> list[ChatLine]:
        return self.talk.chat()

    def say(self, text: str) -> None:
        line = self.talk.said(1 - self.guest_seat, text)
        with self._lock:
            if line and self._guest is not None:
                self._guest.send(Chat(line))
        self._notify()

    def audit(self) -> AuditVerdict | None:
        with self._lock:
            return self._guest_audit

    def leave(self) -> None:
        """The host's window closed: say goodbye; the game stays saved to host again."""
        with self._lock:
            guest, self._guest = self._guest, None
            if self._hold_timer is not None:
                self._hold_timer.cancel()
        if guest is not None:
            guest.send(Bye())
            guest.close(msg("lan.host_left"))
        self.settled.set()

    # -- the guest -------------------------------------------------------------------------------

    def attach(self, connection: Connection, start: Start) -> None:
        """The guest sat down (or came back): send it the whole table."""
        with self._lock:
            old = self._guest
            self._guest = connection
            self._guest_log = 0
            self._hold_until = None
            if self._hold_timer is not None:
                self._hold_timer.cancel()
            if old is not None:
                old.close(msg("lan.replaced"))
            self.talk.notice(msg("lan.opponent_here", player=Seat(self.guest_seat)))
            connection.send(start)
            connection.send(self._update())
            if self.over:
                connection.send(self._reveal())
        self._notify()

    def receive(self, connection: Connection, message: LanMessage) -> None:
        """A message from a guest's connection (ignored if that guest was replaced)."""
        with self._lock:
            if connection is not self._guest:
                return
            if isinstance(message, Decision):
                self._guest_decision(connection, message)
            elif isinstance(message, Why):
                self._guest_why(connection, message)
            elif isinstance(message, UndoRequest):
                self._guest_undo(connection, message)
            elif isinstance(message, Chat):
                self.talk.said(self.guest_seat, message.text)
            elif isinstance(message, Audited):
                verdict = msg(
                    "lan.guest_audit", player=Seat(self.guest_seat), detail=message.detail
                )
                self._guest_audit = AuditVerdict(message.passed, verdict)
                self.talk.notice(verdict)
                self.settled.set()
            elif isinstance(message, Bye):
                connection.close(msg("lan.guest_left"))
            else:
                connection.close(msg("lan.unexpected", expected="decision", found=message.kind))
        self._notify()

    def _guest_decision(self, connection: Connection, decision: Decision) -> None:
        game = self.session.game
        if decision.step != len(game.decisions) or game.decider != self.guest_seat:
            return  # late or repeated: the table it answered is gone
        try:
            self.session.submit(decision.action, self.guest_seat)
        except IllegalAction as illegal:
            connection.send(Rejected(decision.step, RefusalRecord.of(illegal.refusal)))
            return
        self._changed()

    def _guest_why(self, connection: Connection, why: Why) -> None:
        """The rules' verdicts on the moves of the card of its hand the guest asks about (a
        question about another step's table is stale: that table is gone)."""
        served = self._served
        step = len(self.session.game.decisions)
        if served is None or why.step != served.step or why.step != step:
            return
        legal = set(served.legal)
        moves = hand_probes(served.observation, self.session.card, why.card)
        connection.send(
            Verdicts(why.step, why.card, self._verdicts(m for m in moves if m not in legal))
        )

    def _verdicts(self, actions: Iterable[Action]) -> tuple[Probe, ...]:
        """Why the rules refuse each of ``actions`` by the guest, grouped by refusal."""
        game = self.session.game
        refused: dict[Refusal, list[Action]] = {}
        for action in actions:
            reason = game.why_illegal(action, self.guest_seat)
            if reason is not None:
                refused.setdefault(reason, []).append(action)
        return tuple(
            Probe(tuple(actions), RefusalRecord.of(reason)) for reason, actions in refused.items()
        )

    def _guest_undo(self, connection: Connection, request: UndoRequest) -> None:
        if request.step != len(self.session.game.decisions):
            return
        reason = self.session.undo_blocker(self.guest_seat)
        if reason is not None:
            connection.send(Rejected(request.step, RefusalRecord.of(reason)))
            return
        self.session.undo(self.guest_seat)
        self._changed()

    def detach(self, connection: Connection) -> None:
        """The guest's connection ended: hold the seat and pause, unless the game is over."""
        with self._lock:
            if connection is not self._guest:
                return
            self._guest = None
            if self.over:
                self.settled.set()
            else:
                self._hold_seat(msg("lan.opponent_lost", player=Seat(self.guest_seat)))
        self._notify()

    def hosted_again(self, port: int) -> None:
        """A restarted host listens again (on ``port``): hold the seat for the guest."""
        with self._lock:
            if self.record.port != port:
                self.record = replace(self.record, port=port)
                self.session.lan = self.record
                self.session.save()
            if not self.over:
                self._hold_seat(msg("lan.waiting_for_guest", player=Seat(self.guest_seat)))

    def _hold_seat(self, notice: Message) -> None:
        self._hold_until = time.monotonic() + self.hold_seconds
        self.talk.notice(notice)
        self._hold_timer = threading.Timer(self.hold_seconds, self._hold_expired)
        self._hold_timer.daemon = True
        self._hold_timer.start()

    def _hold_expired(self) -> None:
        with self._lock:
            if self._guest is not None or self.over:
                return
            self.abandoned = True
            self.talk.notice(msg("lan.opponent_gone", player=Seat(self.guest_seat)))
        self.settled.set()
        self._notify()

    # -- telling the guest -----------------------------------------------------------------------

    def _changed(self) -> None:
        guest = self._guest
        if guest is not None:
            guest.send(self._update())
            if self.over:
                guest.send(self._reveal())

    def _update(self) -> Update:
        game = self.session.game
        seat = self.guest_seat
        observation = self.session.observe(seat)
        events = game.events
        start = min(self._guest_log, len(events))
        self._guest_log = len(events)
        legal: Sequence[Action] = ()
        refused: tuple[Probe, ...] = ()
        if observation.awaiting == seat and observation.awaiting_action and not game.over:
            legal = game.legal_actions(seat)
            allowed = set(legal)
            refused = self._verdicts(
                action
                for action in button_probes(observation, self.session.card)
                if action not in allowed
            )
        undo = self.session.undo_blocker(seat)
        update = Update(
            step=len(game.decisions),
            observation=observation,
            log_start=start,
            log=tuple(event.for_player(seat) for event in events[start:]),
            recent_start=len(events) - len(self.session.since_last_human_decision()),
            legal=tuple(legal),
            refused=refused,
            undo=RefusalRecord.of(undo) if undo is not None else None,
        )
        self._served = update
        return update

    def start_message(self) -> Start:
        game = self.session.game
        return Start(
            game=self.session.id,
            seat=self.guest_seat,
            deck_names=self.deck_names,
            rules=game.starting_rules,
            token=self.record.token,
            commitment=self.record.commitment,
            nonce=self.record.nonce,
            guest_deck=tuple(card.id for card in game.decks[self.guest_seat]),
        )

    def _reveal(self) -> Reveal:
        game = self.session.game
        return Reveal(
            secret=self.record.secret,
            host_deck=tuple(card.id for card in game.decks[1 - self.guest_seat]),
            decisions=tuple(game.decisions),
            chance=game.chance.version,
            uids=UID_VERSION if game.state.renews_uids else 0,
            state_hash=state_hash(game),
        )

    def state_hash(self) -> str:
        with self._lock:
            return state_hash(self.session.game)

    def _notify(self) -> None:
        for listener in list(self._listeners):
            listener()
