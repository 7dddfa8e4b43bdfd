"""What the host and the guest say to each other: typed records with a JSON form.

Each message is a frozen dataclass with a ``kind``; its JSON form is the record's fields
(:func:`playmat.rules.wire.encode`) plus ``"type"``. Decoding checks every field against its
type with the engine boundary's own decoder, so a peer's bad record raises
:class:`~playmat.rules.wire.DecodeError` and never builds anything.

Everything the guest is told is data: its observation, its log and refusals as message ids
with arguments, worded on the guest's screen in the guest's language.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, ClassVar

from playmat.i18n.message import Message, msg
from playmat.rules.actions import Action
from playmat.rules.observation import SCHEMA, Observation
from playmat.rules.refusals import Refusal
from playmat.rules.ruleset import RuleSet
from playmat.rules.wire import DecodeError, decode, encode

#: The protocol spoken here; a peer that speaks another is refused (and told which). 2: updates
#: after the first as deltas (:mod:`playmat.net.delta`), verdicts grouped by refusal. 3: the
#: verdicts on the hand's cards asked for (:class:`Why`, :class:`Verdicts`), not sent with
#: every update.
PROTOCOL = 3


@dataclass(frozen=True)
class LanMessage:
    kind: ClassVar[str] = ""


# -- the handshake (plain) ----------------------------------------------------------------------


@dataclass(frozen=True)
class Hello(LanMessage):
    """The guest's first frame: what it runs, and its half of the key exchange."""

    kind: ClassVar[str] = "hello"
    protocol: int
    app: str
    engine: str
    cards: str
    card_count: int
    spake: str


@dataclass(frozen=True)
class Welcome(LanMessage):
    """The host's half of the key exchange."""

    kind: ClassVar[str] = "welcome"
    protocol: int
    spake: str


@dataclass(frozen=True)
class Refused(LanMessage):
    """Why the host won't let this guest in (plain while no key is agreed)."""

    kind: ClassVar[str] = "refused"
    code: str
    reason: Message


@dataclass(frozen=True)
class Confirm(LanMessage):
    """The first sealed frame each way: opening it proves both typed the same code."""

    kind: ClassVar[str] = "confirm"
    side: str


# -- taking the seat (sealed) -------------------------------------------------------------------


@dataclass(frozen=True)
class Join(LanMessage):
    """A new guest's deck, by card ids in its order."""

    kind: ClassVar[str] = "join"
    deck_name: str
    deck: tuple[str, ...]


@dataclass(frozen=True)
class Resume(LanMessage):
    """A guest coming back to its held seat."""

    kind: ClassVar[str] = "resume"
    token: str


@dataclass(frozen=True)
class Commit(LanMessage):
    """The host's commitment to its secret (and its deck), before the guest's nonce."""

    kind: ClassVar[str] = "commit"
    commitment: str


@dataclass(frozen=True)
class Nonce(LanMessage):
    """The guest's part of the game's seed."""

    kind: ClassVar[str] = "nonce"
    nonce: str


@dataclass(frozen=True)
class Start(LanMessage):
    """The game the guest plays: its seat, the decks' names, the rules, how to come back,
    and the commitment and nonce the seed was made of."""

    kind: ClassVar[str] = "start"
    game: str
    seat: int
    deck_names: tuple[str, str]
    rules: RuleSet
    token: str
    commitment: str
    nonce: str
    guest_deck: tuple[str, ...]


# -- playing (sealed) ---------------------------------------------------------------------------


@dataclass(frozen=True)
class RefusalRecord:
    """A refusal on the wire: its code and rule, and its words as a message."""

    code: str
    rule: str
    reason: Message

    @classmethod
    def of(cls, refusal: Refusal) -> RefusalRecord:
        return cls(refusal.code, refusal.rule, Message(f"refusal.{refusal.code}", refusal.args))

    def refusal(self) -> Refusal:
        return Refusal(self.code, self.rule, self.reason.args)


@dataclass(frozen=True)
class Probe:
    """Why the host's rules refuse decisions the guest's table may offer: one refusal, with
    every such decision it answers (most refusals answer many: each target of an Energy card
    once one was attached this turn), so each is encoded and sent once."""

    actions: tuple[Action, ...]
    refusal: RefusalRecord


@dataclass(frozen=True)
class Update(LanMessage):
    """The guest's table after a change: its observation, the log entries it lacks, what it
    may do now and, for the other buttons of its table, why not."""

    kind: ClassVar[str] = "update"
    #: How many decisions the game holds: the guest's decision names the step it answers (a
    #: table is the same whenever the game holds the same decisions, after an undo too).
    step: int
    observation: Observation
    #: Where ``log`` starts in the guest's log (0 resends it whole).
    log_start: int
    log: tuple[Message, ...]
    #: Where the table's "recent" messages (the coins of the last turn) start in the log.
    recent_start: int
    #: In the guest's turn: its legal actions, and why each other button of its table (retreat,
    #: Abilities, attacks) is refused; the hand's cards are asked for (:class:`Why`).
    legal: tuple[Action, ...]
    refused: tuple[Probe, ...]
    undo: RefusalRecord | None


@dataclass(frozen=True)
class Why(LanMessage):
    """The guest asks why the moves of ``card`` (a handle of its hand) at ``step`` are refused:
    the card was dragged (its moves: :func:`playmat.net.probes.hand_probes`)."""

    kind: ClassVar[str] = "why"
    step: int
    card: int


@dataclass(frozen=True)
class Verdicts(LanMessage):
    """The host's answer to a :class:`Why`: the moves of that card its rules refuse, with
    why (the others are legal)."""

    kind: ClassVar[str] = "verdicts"
    step: int
    card: int
    refused: tuple[Probe, ...]


@dataclass(frozen=True)
class Decision(LanMessage):
    """The guest's decision at ``step`` (late or repeated ones are ignored)."""

    kind: ClassVar[str] = "decision"
    step: int
    action: Action


@dataclass(frozen=True)
class UndoRequest(LanMessage):
    kind: ClassVar[str] = "undo"
    step: int


@dataclass(frozen=True)
class Rejected(LanMessage):
    """The host's rules refused the guest's decision; nothing changed."""

    kind: ClassVar[str] = "rejected"
    step: int
    refusal: RefusalRecord


@dataclass(frozen=True)
class Chat(LanMessage):
    kind: ClassVar[str] = "chat"
    text: str


@dataclass(frozen=True)
class PeerState(LanMessage):
    """The host tells the guest how the game stands between them: waiting for the guest to
    come back after a crash of the host, or the host giving up."""

    kind: ClassVar[str] = "peer"
    status: Message


@dataclass(frozen=True)
class Reveal(LanMessage):
    """The end: the host's secret and the game's whole record, for the guest's audit."""

    kind: ClassVar[str] = "reveal"
    secret: str
    host_deck: tuple[str, ...]
    decisions: tuple[Action, ...]
    chance: int
    uids: int
    state_hash: str


@dataclass(frozen=True)
class Audited(LanMessage):
    """The guest's verdict on the shuffles and coin flips."""

    kind: ClassVar[str] = "audited"
    passed: bool
    detail: Message


@dataclass(frozen=True)
class Ping(LanMessage):
    kind: ClassVar[str] = "ping"


@dataclass(frozen=True)
class Bye(LanMessage):
    """Leaving on purpose (the window closed): not a lost connection."""

    kind: ClassVar[str] = "bye"


MESSAGES: dict[str, type[LanMessage]] = {
    cls.kind: cls
    for cls in (
        Hello,
        Welcome,
        Refused,
        Confirm,
        Join,
        Resume,
        Commit,
        Nonce,
        Start,
        Update,
        Why,
        Verdicts,
        Decision,
        UndoRequest,
        Rejected,
        Chat,
        PeerState,
        Reveal,
        Audited,
        Ping,
        Bye,
    )
}


def to_record(message: LanMessage) -> dict[str, Any]:
    record: dict[str, Any] = encode(message)
    record["type"] = message.kind
    return record


def from_record(data: dict[str, Any]) -> LanMessage:
    """The message a JSON record holds; :class:`DecodeError` for anything else."""
    kind = data.get("type")
    cls = MESSAGES.get(kind) if isinstance(kind, str) else None
    if cls is None:
        raise DecodeError("type", msg("decode.unknown_kind", kind=str(kind)))
    fields = {name: value for name, value in data.items() if name != "type"}
    message = decode(cls, fields)
    if isinstance(message, Update) and message.observation.schema != SCHEMA:
        raise DecodeError(
            "observation.schema",
            msg("decode.schema", found=str(message.observation.schema), expected=SCHEMA),
        )
    return message
