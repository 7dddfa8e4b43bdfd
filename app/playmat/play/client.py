"""The one boundary between a view and a game: what a board, a command line or a test may ask of
a game it shows, and the only way it changes one.

A local game (:class:`~playmat.play.session.GameSession`) implements it now; a game on the LAN
implements the same protocol with the engine on the host, so a view never knows which it shows.
Everything that crosses it is data: observations, actions and answers, refusals and messages.
"""

from __future__ import annotations

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
