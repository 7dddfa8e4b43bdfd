"""The guest's save of a LAN game: what the guest was shown, never more.

Until the host reveals its secret, the file holds only the guest's own view (its last
observation and log), the commitment and nonce the seed was made of, the digests the audit
compares, and how to reach the host again (address, port, code, resume token); after the
reveal, also the audit's verdict. The recent-games list reads its summary fields like a local
game's.
"""

from __future__ import annotations

from dataclasses import dataclass
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

from playmat.errors import PlaymatError
from playmat.i18n.message import Message, msg
from playmat.net.fairness import Sealed, Witness
from playmat.play.client import AuditVerdict
from playmat.play.saves import (
    GUEST_FORMAT,
    games_dir,
    new_session_id,
    read_guest_data,
    write_atomically,
)
from playmat.rules.observation import Observation
from playmat.rules.ruleset import RuleSet
from playmat.rules.wire import DecodeError, decode, decode_action, decode_observation, encode

GUEST_SUFFIX = ".guest.json"


@dataclass
class GuestRecord:
    """Everything the guest's save holds, and the file it is saved in."""

    #: The file: named by the guest's Playmat, never after anything the host sent.
    path: Path
    #: The game's id on the host (sent by the host; only compared, never made into a path).
    game: str
    created: str
    address: str
    port: int
    code: str
    token: str
    seats: tuple[str, str]
    deck_names: tuple[str, str]
    sealed: Sealed
    witness: Witness
    observation: Observation
    log: list[Message]
    audit: AuditVerdict | None = None

    def to_save(self) -> dict[str, Any]:
        winner = self.observation.winner
        return {
            "format": GUEST_FORMAT,
            "id": self.game,
            "created": self.created,
            "updated": datetime.now(UTC).isoformat(timespec="milliseconds"),
            "seats": list(self.seats),
            "deck_names": list(self.deck_names),
            "turn": self.observation.turn,
            "result": encode(self.observation.end_reason) if winner is not None else None,
            "host": {"address": self.address, "port": self.port},
            "code": self.code,
            "token": self.token,
            "sealed": {
                "commitment": self.sealed.commitment,
                "nonce": self.sealed.nonce.hex(),
                "seat": self.sealed.seat,
                "rules": encode(self.sealed.rules),
                "guest_deck": list(self.sealed.guest_deck),
            },
            "witness": self.witness.to_save(),
            "observation": encode(self.observation),
            "log": [encode(message) for message in self.log],
            "audit": encode(self.audit) if self.audit is not None else None,
        }

    def save(self) -> None:
        write_atomically(self.path, self.to_save())


def new_guest_path() -> Path:
    """Where a game joined now is saved: a name made here (the host's id for the game could
    name any file), marked as a guest's save beside the host's own when both play on one
    computer."""
    return games_dir() / f"{new_session_id()}{GUEST_SUFFIX}"


def read_guest(path: Path) -> GuestRecord:
    """The guest's save in ``path``; ``PlaymatError`` for a damaged one."""
    data = read_guest_data(path)
    try:
        sealed = data["sealed"]
        witness = Witness(
            {int(step): dict(parts) for step, parts in data["witness"]["views"].items()},
            {
                int(step): decode_action(action)
                for step, action in data["witness"]["decisions"].items()
            },
        )
        audit = data.get("audit")
        return GuestRecord(
            path=path,
            game=str(data["id"]),
            created=str(data["created"]),
            address=str(data["host"]["address"]),
            port=int(data["host"]["port"]),
            code=str(data["code"]),
            token=str(data["token"]),
            seats=(str(data["seats"][0]), str(data["seats"][1])),
            deck_names=(str(data["deck_names"][0]), str(data["deck_names"][1])),
            sealed=Sealed(
                commitment=str(sealed["commitment"]),
                nonce=bytes.fromhex(sealed["nonce"]),
                seat=int(sealed["seat"]),
                rules=decode(RuleSet, sealed["rules"]),
                guest_deck=tuple(str(card) for card in sealed["guest_deck"]),
            ),
            witness=witness,
            observation=decode_observation(data["observation"]),
            log=[decode(Message, message) for message in data["log"]],
            audit=decode(AuditVerdict, audit) if audit is not None else None,
        )
    except (KeyError, IndexError, TypeError, ValueError, AttributeError) as error:
        raise PlaymatError(
            msg("error.session_damaged", file=path.name, reason=msg("plain.text", text=str(error)))
        ) from None
    except DecodeError as error:
        raise PlaymatError(
            msg("error.session_damaged", file=path.name, reason=error.words)
        ) from None
