"""Fair shuffles between two Playmats that don't trust each other: commit, nonce, reveal, audit.

Before the game the host picks a secret and sends only a commitment to it (a hash of the secret
and of its deck's cards in order); the guest answers with a nonce; the game's seed is a hash of
both, so neither side alone chose it, and the host can't pick another secret once it has seen
the nonce. The game's shuffles and coin flips all come from that seed
(:mod:`playmat.rules.chance`).

When the game ends the host reveals the secret, its deck and every decision. The guest checks
the commitment, plays the whole game again on its own engine, and compares, decision by
decision, what its replay shows the guest with what the host showed it during the game
(digests of each part of the table and of the log, kept as the game went). Any shuffle or coin
the host changed shows up as the first step where they differ.
"""

from __future__ import annotations

import hashlib
import json
import secrets
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

from playmat.cards.model import Card
from playmat.i18n.message import Message, Seat, Term, msg
from playmat.net.messages import Reveal
from playmat.rules.actions import Action
from playmat.rules.game import Game
from playmat.rules.observation import Observation
from playmat.rules.refusals import IllegalAction
from playmat.rules.ruleset import RuleSet
from playmat.rules.scripting import ScriptSource
from playmat.rules.wire import encode

SECRET_BYTES = 32


def new_secret() -> bytes:
    return secrets.token_bytes(SECRET_BYTES)


def commitment(secret: bytes, host_deck: Sequence[str]) -> str:
    """What the host sends before the guest's nonce: it binds the secret and the host's deck."""
    digest = hashlib.sha256(b"playmat-commit/1\0" + secret + b"\0")
    digest.update("\n".join(host_deck).encode())
    return digest.hexdigest()


def game_seed(secret: bytes, nonce: bytes) -> int:
    """The game's seed: neither player chose it alone. 64 bits, as saves record seeds: finding
    it from the cards one has seen would take 2^63 replays on average."""
    digest = hashlib.sha256(b"playmat-seed/1\0" + secret + b"\0" + nonce).digest()
    return int.from_bytes(digest[:8], "big")


def _digest(data: Any) -> str:
    text = json.dumps(data, sort_keys=True, ensure_ascii=False, separators=(",", ":"))
    return hashlib.sha256(text.encode()).hexdigest()[:16]


def state_hash(game: Game) -> str:
    """A digest of the whole game as it stands, hidden cards included: both players'
    observations and the order of every hand, deck and Prize cards (both sides of a LAN game
    print it at the end; the guest's comes from its own replay)."""
    state = game.state
    hidden = [
        {
            zone: [state.card(uid).id for uid in getattr(player, zone)]
            for zone in ("deck", "hand", "prizes")
        }
        for player in state.players
    ]
    views = [encode(game.observation(seat)) for seat in (0, 1)]
    return hashlib.sha256(
        json.dumps([views, hidden, len(game.decisions)], sort_keys=True).encode()
    ).hexdigest()[:32]


#: The parts of a player's view compared one by one, so that a failed audit can say which.
PLAYER_PARTS = ("hand", "deck", "prizes", "discard", "lost_zone", "in_play")


class LogChain:
    """A running digest of a log, entry by entry, so that comparing logs after every step
    costs only the new entries (an undo takes entries back)."""

    def __init__(self) -> None:
        self._links: list[bytes] = []

    def __len__(self) -> int:
        return len(self._links)

    def extend(self, entries: Sequence[Message]) -> None:
        last = self._links[-1] if self._links else b""
        for entry in entries:
            text = json.dumps(encode(entry), sort_keys=True, ensure_ascii=False)
            last = hashlib.sha256(last + text.encode()).digest()
            self._links.append(last)

    def truncate(self, length: int) -> None:
        del self._links[length:]

    def follow(self, log: Sequence[Message]) -> None:
        """Catch up with ``log``, which only grew since (or was cut back to a prefix)."""
        if len(log) < len(self._links):
            self.truncate(len(log))
        self.extend(log[len(self._links) :])

    def digest(self) -> str:
        return self._links[-1].hex()[:16] if self._links else ""


def view_parts(observation: Observation, log: LogChain) -> dict[str, str]:
    """Digests of each part of what a player was shown at one step."""
    parts: dict[str, str] = {}
    whole = encode(observation)
    for data in whole["players"]:
        whose = "mine" if data["index"] == observation.viewer else "theirs"
        for part in PLAYER_PARTS[:-1]:
            parts[f"{whose}.{part}"] = _digest(data[part])
        in_play = [data["active"], data["bench"], data["effects"], data["mulligans"]]
        parts[f"{whose}.in_play"] = _digest(in_play)
    parts["table"] = _digest(
        [whole[k] for k in ("turn", "phase", "current", "first_player", "stadium", "turn_flags")]
    )
    parts["choice"] = _digest([whole[k] for k in ("awaiting", "purpose", "choice")])
    parts["result"] = _digest([whole["winner"], whole["end_reason"]])
    parts["log"] = log.digest()
    return parts


@dataclass
class Witness:
    """What the guest saw during the game, kept for the audit: digests of its view after each
    step, and the decisions it made."""

    views: dict[int, dict[str, str]] = field(default_factory=dict)
    decisions: dict[int, Action] = field(default_factory=dict)

    def saw(self, step: int, observation: Observation, log: LogChain) -> None:
        # An undo took steps back: what was seen beyond them no longer belongs to the game.
        for later in [s for s in self.views if s > step]:
            del self.views[later]
        self.views[step] = view_parts(observation, log)

    def decided(self, step: int, action: Action) -> None:
        self.decisions[step] = action

    def to_save(self) -> dict[str, Any]:
        return {
            "views": {str(step): parts for step, parts in self.views.items()},
            "decisions": {str(step): encode(action) for step, action in self.decisions.items()},
        }


@dataclass(frozen=True)
class Audit:
    passed: bool
    #: What was verified, or the first step that differs and how.
    detail: Message
    #: The replayed game's state hash (``None`` when it could not be replayed).
    state_hash: str | None


@dataclass(frozen=True)
class Sealed:
    """What the guest holds of the game's fairness before the reveal."""

    commitment: str
    nonce: bytes
    seat: int
    rules: RuleSet
    guest_deck: tuple[str, ...]


def audit(
    sealed: Sealed,
    revealed: Reveal,
    witness: Witness,
    cards: Mapping[str, Card],
    scripts: Callable[[Sequence[Card]], ScriptSource],
) -> Audit:
    """Check the host's reveal against the commitment and replay the game, comparing every
    step with what the guest was shown. ``cards`` are the card data of both decks (the guest's
    database); ``scripts`` gives the cards' scripts as this Playmat plays them."""
    try:
        secret = bytes.fromhex(revealed.secret)
    except ValueError:
        secret = b""
    if commitment(secret, revealed.host_deck) != sealed.commitment:
        return Audit(False, msg("lan.audit_commitment"), None)
    missing = [i for i in (*revealed.host_deck, *sealed.guest_deck) if i not in cards]
    if missing:
        return Audit(False, msg("lan.audit_unknown_card", card=missing[0]), None)
    host = [cards[i] for i in revealed.host_deck]
    guest = [cards[i] for i in sealed.guest_deck]
    decks = (guest, host) if sealed.seat == 0 else (host, guest)
    game = Game(
        decks,
        game_seed(secret, sealed.nonce),
        sealed.rules,
        scripts=scripts([*host, *guest]),
        chance_version=revealed.chance,
        uid_version=revealed.uids,
    )
    seat = sealed.seat
    log = LogChain()
    problem = _differs(game, 0, witness, seat, log)
    for step, action in enumerate(revealed.decisions):
        if problem is not None:
            break
        if game.decider == seat and witness.decisions.get(step) != action:
            problem = msg("lan.audit_not_yours", step=step + 1, player=Seat(seat))
            break
        try:
            game.apply(action)
        except IllegalAction as illegal:
            problem = msg("lan.audit_illegal", step=step + 1, reason=illegal.words)
            break
        problem = _differs(game, step + 1, witness, seat, log)
    if problem is not None:
        return Audit(False, problem, None)
    replayed = state_hash(game)
    if replayed != revealed.state_hash:
        return Audit(False, msg("lan.audit_final_state"), replayed)
    shuffles = sum(1 for e in game.events if e.kind == "shuffle")
    coins = sum(1 for e in game.events if e.kind == "coin")
    return Audit(
        True,
        msg("lan.audit_passed", decisions=len(revealed.decisions), shuffles=shuffles, coins=coins),
        replayed,
    )


def _differs(game: Game, step: int, witness: Witness, seat: int, log: LogChain) -> Message | None:
    """How the replay at ``step`` differs from what the guest was shown then, if it does."""
    log.extend([event.for_player(seat) for event in game.events[len(log) :]])
    seen = witness.views.get(step)
    if seen is None:
        return None
    replayed = view_parts(game.observation(seat), log)
    for part, digest in seen.items():
        if replayed.get(part) != digest:
            return msg(
                "lan.audit_differs", step=step, part=_part_words(part, seat), player=Seat(seat)
            )
    return None


def _part_words(part: str, seat: int) -> Message:
    """A part of a view in words: "your hand", "Player 1's discard pile", "the log"."""
    whose, _, zone = part.partition(".")
    if not zone:
        return msg(f"lan.part_{whose}")
    owner = seat if whose == "mine" else 1 - seat
    return msg("lan.part_of", owner=Seat(owner), zone=Term(f"lan_zone.{zone}"))
