"""A game being played: the game, who sits in each seat, saving, undo and rematch.

The session is what a view holds. Every decision goes through :meth:`GameSession.apply`, which
hands it to the engine and then saves the game, so a crash or a closed window loses nothing.
"""

from __future__ import annotations

import secrets
import uuid
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass
from datetime import UTC, datetime
from enum import StrEnum
from pathlib import Path
from typing import Any, Protocol

from playmat.ai.bots import ComputerBot
from playmat.cards.model import Card
from playmat.errors import PlaymatError
from playmat.play.games import SCRIPTS, new_game
from playmat.play.saves import SESSION_FORMAT, games_dir, read_save, write_atomically
from playmat.rules.actions import Action, action_from_dict
from playmat.rules.choices import Choice
from playmat.rules.events import Event
from playmat.rules.game import Game
from playmat.rules.refusals import IllegalAction

#: Events after which a decision can't be taken back: they showed someone a card that was
#: hidden, or used the game's random generator (taking back a shuffle or a coin flip and trying
#: again would be cheating).
REVEALING_EVENTS = frozenset(
    {
        "draw",
        "search",
        "shuffle",
        "coin",
        "prize",
        "prizes",
        "reveal",
        "mulligan",
        "look",
        "setup_active",
        "setup_bench",
        "sudden_death",
    }
)


class Seat(StrEnum):
    HUMAN = "human"
    COMPUTER = "computer"


class CardSource(Protocol):
    """Where a resumed game finds its cards (the card database)."""

    def get_many(self, card_ids: Iterable[str]) -> Mapping[str, Card]: ...


@dataclass(frozen=True)
class Step:
    """One decision in the game's history: who made it, and whether anything hidden came to
    light (or a coin or shuffle was used) from it on until the next decision."""

    player: int
    revealed: bool
    #: How many events the game had logged once this decision was carried out.
    events: int


def _now() -> str:
    return datetime.now(UTC).isoformat(timespec="milliseconds")


def _revealed(events: Sequence[Event], pending: object) -> bool:
    if any(e.kind in REVEALING_EVENTS or e.private_to is not None for e in events):
        return True
    # A choice that lets the player look through a hidden zone (a deck search) shows it now.
    if not isinstance(pending, Choice):
        return False
    return bool(pending.shown_cards) or pending.purpose == "search"


class GameSession:
    def __init__(
        self,
        game: Game,
        seats: tuple[Seat, Seat],
        deck_names: tuple[str, str],
        *,
        session_id: str | None = None,
        created: str | None = None,
        directory: Path | None = None,
    ) -> None:
        self.game = game
        self.seats = seats
        self.deck_names = deck_names
        self.id = session_id or datetime.now(UTC).strftime("%Y%m%d-%H%M%S-") + uuid.uuid4().hex[:6]
        self.created = created or _now()
        self.directory = directory if directory is not None else games_dir()
        self.history: list[Step] = []
        self._bots = {
            player: ComputerBot(seed=game.seed + player)
            for player in (0, 1)
            if seats[player] is Seat.COMPUTER
        }

    # -- starting and resuming -----------------------------------------------------------------

    @classmethod
    def new(
        cls,
        decks: tuple[Sequence[Card], Sequence[Card]],
        deck_names: tuple[str, str],
        seats: tuple[Seat, Seat],
        seed: int | None = None,
        directory: Path | None = None,
    ) -> GameSession:
        """A new game after checking both decks (``PlaymatError`` says what is wrong); saved at
        once so it is among the recent games even before the first decision."""
        game = new_game(decks, secrets.randbits(48) if seed is None else seed)
        session = cls(game, seats, deck_names, directory=directory)
        session.save()
        return session

    @classmethod
    def load(cls, path: Path, cards: CardSource) -> GameSession:
        """Resume the game saved in ``path``, replaying its decisions with the cards of the
        card database. Raises ``PlaymatError`` for a file that is damaged or doesn't replay."""
        data = read_save(path)
        try:
            game_data: dict[str, Any] = data["game"]
            ids = {card_id for deck in game_data["decks"] for card_id in deck}
            found = cards.get_many(ids)
            game = Game.from_save({**game_data, "decisions": []}, found, SCRIPTS)
            session = cls(
                game,
                (Seat(data["seats"][0]), Seat(data["seats"][1])),
                (str(data["deck_names"][0]), str(data["deck_names"][1])),
                session_id=str(data["id"]),
                created=str(data["created"]),
                directory=path.parent,
            )
            decisions = list(game_data["decisions"])
        except (KeyError, IndexError, TypeError, ValueError) as error:
            raise PlaymatError(f"The saved game {path.name} is damaged ({error}).") from None
        for number, raw in enumerate(decisions, start=1):
            try:
                session._record(action_from_dict(raw), session.game.decider)
            except (IllegalAction, ValueError) as error:
                raise PlaymatError(
                    f"The saved game {path.name} does not replay: decision {number} is "
                    f"refused: {error}"
                ) from None
        return session

    def rematch(self) -> GameSession:
        """A new game with the same decks and seats and a new shuffle."""
        decks = self.game.decks
        return GameSession.new(
            (decks[0], decks[1]), self.deck_names, self.seats, directory=self.directory
        )

    # -- playing -------------------------------------------------------------------------------

    @property
    def cards(self) -> dict[str, Card]:
        """The cards of both decks by id, to draw what an observation names."""
        return {card.id: card for deck in self.game.decks for card in deck}

    def apply(self, action: Action, player: int) -> list[Event]:
        """Make ``player``'s decision, then save; raises ``IllegalAction`` (and changes nothing)
        when the rules don't allow it."""
        events = self._record(action, player)
        self.save()
        return events

    def _record(self, action: Action, player: int | None) -> list[Event]:
        events = self.game.apply(action, player)
        assert player is not None
        self.history.append(
            Step(player, _revealed(events, self.game.pending), len(self.game.events))
        )
        return events

    def since_last_human_decision(self) -> list[Event]:
        """The events from the last decision a person made on: what the screen still shows
        (the coins the computer flipped in its turn after the player ended theirs)."""
        start = 0
        for index in range(len(self.history) - 1, -1, -1):
            if self.seats[self.history[index].player] is Seat.HUMAN:
                start = self.history[index - 1].events if index else 0
                break
        return self.game.events[start:]

    def computer_to_move(self) -> bool:
        decider = self.game.decider
        return decider is not None and self.seats[decider] is Seat.COMPUTER

    def play_computer_move(self) -> list[Event]:
        """Let the computer make the decision it is waited for."""
        player = self.game.decider
        if player is None or self.seats[player] is not Seat.COMPUTER:
            raise PlaymatError("The computer is not the one to decide now.")
        return self.apply(self._bots[player].choose(self.game, player), player)

    def viewer(self, previous: int | None = None) -> int:
        """The seat whose view the screen shows: the human who decides now, else the last one
        shown (two players on one screen), else the first human."""
        decider = self.game.decider
        if decider is not None and self.seats[decider] is Seat.HUMAN:
            return decider
        humans = [p for p in (0, 1) if self.seats[p] is Seat.HUMAN]
        if previous in humans:
            assert previous is not None
            return previous
        return humans[0] if humans else 0

    def name(self, player: int) -> str:
        """How the board names a seat (the log keeps the engine's "Player 1")."""
        if Seat.COMPUTER in self.seats:
            return "Computer" if self.seats[player] is Seat.COMPUTER else "You"
        return f"Player {player + 1}"

    # -- undo ----------------------------------------------------------------------------------

    def undo_blocker(self, player: int) -> str | None:
        """Why ``player`` can't take back their last decision now, or ``None`` if they can."""
        return self._undo_point(player)[1]

    def undo(self, player: int) -> None:
        """Take back ``player``'s last decision (and the computer's answers after it) by
        replaying the game without them."""
        index, reason = self._undo_point(player)
        if reason is not None:
            raise PlaymatError(reason)
        self.game = self.game.replay(index)
        del self.history[index:]
        self.save()

    def _undo_point(self, player: int) -> tuple[int, str | None]:
        if self.game.over:
            return 0, "The game is over."
        index = len(self.history) - 1
        while index >= 0 and self.seats[self.history[index].player] is Seat.COMPUTER:
            index -= 1
        if index < 0 or self.history[index].player != player:
            return 0, "You have no move to take back."
        if any(step.revealed for step in self.history[index:]):
            return 0, (
                "That can't be taken back: since then a card was drawn or revealed, a deck was "
                "searched or shuffled, or a coin was flipped."
            )
        return index, None

    # -- saving --------------------------------------------------------------------------------

    @property
    def path(self) -> Path:
        return self.directory / f"{self.id}.json"

    def to_save(self) -> dict[str, Any]:
        state = self.game.state
        return {
            "format": SESSION_FORMAT,
            "id": self.id,
            "created": self.created,
            "updated": _now(),
            "seats": [seat.value for seat in self.seats],
            "deck_names": list(self.deck_names),
            "turn": state.turn,
            "result": state.end_reason if self.game.over else "",
            "game": self.game.to_save(),
        }

    def save(self) -> None:
        write_atomically(self.path, self.to_save())
