"""The one boundary between a view and a game: what a board, a command line or a test may ask of
a game it shows, and the only way it changes one.

A local game (:class:`~playmat.play.session.GameSession`) implements it now; a game on the LAN
implements the same protocol with the engine on the host, so a view never knows which it shows.
Everything that crosses it is data: observations, actions and answers, refusals and messages.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from enum import StrEnum
from typing import Protocol

from playmat.cards.model import Card
from playmat.effects.automation import Automation
from playmat.i18n.message import Message
from playmat.rules.actions import Action
from playmat.rules.observation import Observation
from playmat.rules.refusals import Refusal


class Seat(StrEnum):
    """Who sits in a seat."""

    HUMAN = "human"
    COMPUTER = "computer"
    #: A person at another Playmat on the LAN.
    REMOTE = "remote"


def shared_screen(seats: Sequence[Seat]) -> bool:
    """Do two people take turns at this one screen (so it hides each one's side from the
    other)?"""
    return all(seat is Seat.HUMAN for seat in seats)


@dataclass(frozen=True)
class ChatLine:
    """A line of the chat: who wrote it (a seat) and the words as typed."""

    seat: int
    text: str


@dataclass(frozen=True)
class AuditVerdict:
    """The shuffle audit of a LAN game: whether it passed, and what it found, in words."""

    passed: bool
    detail: Message


class LanLink(Protocol):
    """What a game on the LAN adds to a game: the opponent's connection, the chat, what the
    view should tell its player, and the shuffle audit."""

    def opponent_status(self) -> Message:
        """The opponent's connection, in words for the table ("connected", "lost the
        connection: the seat is held until 21:04")."""
        ...

    def connected(self) -> bool: ...

    def paused(self) -> Message | None:
        """Why nobody may decide now (the opponent's or the host's connection is down), or
        ``None`` while the game goes on."""
        ...

    def notices(self) -> list[Message]:
        """What the player should be told since the last call (a decision the host refused,
        the opponent coming back), oldest first."""
        ...

    def chat(self) -> list[ChatLine]: ...

    def say(self, text: str) -> None:
        """Send a line of chat to the opponent."""
        ...

    def audit(self) -> AuditVerdict | None:
        """Whether the shuffles and coin flips were verified (the guest's audit, once the game
        is over), else ``None``."""
        ...

    def leave(self) -> None:
        """Close the connection on purpose (the window closed); the game stays saved."""
        ...


class Difficulty(StrEnum):
    """How the computer plays: Easy plans one turn by rules of thumb; Hard looks ahead."""

    EASY = "easy"
    HARD = "hard"


class Thought(Protocol):
    """The computer's next decision, being worked out. :meth:`run` may take a while and
    touches nothing the view shows (it works on a copy of the game), so a view runs it on a
    worker thread and hands the finished thought back on its own thread."""

    def run(self) -> None: ...


class GameClient(Protocol):
    #: Who sits in each seat.
    seats: tuple[Seat, Seat]
    #: The decks' names, by seat.
    deck_names: tuple[str, str]
    #: What the people in the seats are called, by seat ("" where no name was given); a
    #: screen calls its own player "you" and the others by these names.
    player_names: tuple[str, str]

    def observe(self, seat: int) -> Observation:
        """What ``seat`` may see now."""
        ...

    def log(self, seat: int) -> list[Message]:
        """The game log as ``seat`` may read it."""
        ...

    def recent(self, seat: int) -> list[Message]:
        """The log since the last decision a person made, as ``seat`` may read it (what the
        table still shows: the coins the computer flipped after the player ended the turn)."""
        ...

    def legal_actions(self, seat: int) -> list[Action]:
        """Every decision ``seat`` may make now (the manual tools aside)."""
        ...

    def why_not(self, action: Action, seat: int) -> Refusal | None:
        """Why ``seat`` may not make ``action`` now; ``None`` when it may."""
        ...

    def submit(self, action: Action, seat: int) -> None:
        """Make ``seat``'s decision; raises :class:`~playmat.rules.refusals.IllegalAction`
        (changing nothing) when the rules don't allow it."""
        ...

    def undo_blocker(self, seat: int) -> Refusal | None:
        """Why ``seat`` can't take back their last decision now; ``None`` when they can."""
        ...

    def undo(self, seat: int) -> None:
        """Take back ``seat``'s last decision."""
        ...

    def card(self, card_id: str) -> Card:
        """The card data of a card an observation names (by database id)."""
        ...

    def automation(self, card_id: str) -> Automation:
        """Which pieces of that card's text this game carries out, and which the players
        resolve by hand (what the card view marks)."""
        ...

    def viewer(self, previous: int | None = None) -> int:
        """The seat a screen should show now (see the session)."""
        ...

    def computer_to_move(self) -> bool:
        """Is a computer seat the one to decide now?"""
        ...

    def play_computer_move(self) -> None:
        """Let the computer make the decision it is waited for."""
        ...

    def think_for_computer(self) -> Thought | None:
        """The computer's decision, to work out with :meth:`Thought.run` (off the view's
        thread); ``None`` when no computer is to move."""
        ...

    def play_thought(self, thought: Thought) -> bool:
        """Make the decision a finished thought came to, if the game still waits for it (not
        after an undo, say); returns whether it did."""
        ...

    def rematch(self) -> GameClient:
        """A new game with the same decks and seats."""
        ...

    def follow(self, listener: Callable[[], None]) -> None:
        """Call ``listener`` whenever the game changes other than by this view's own calls (the
        opponent on the LAN decided, the connection changed). It may be called from another
        thread; a local game changes only through its views and never calls it."""
        ...

    #: The game's LAN connection, or ``None`` for a game on this machine.
    link: LanLink | None
