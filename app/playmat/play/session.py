"""A game being played on this machine: the game, who sits in each seat, saving, undo and
rematch.

The session is the local :class:`~playmat.play.client.GameClient`: a view talks to it through
that protocol only. Every decision goes through :meth:`GameSession.submit`, which hands it to
the engine and then saves the game, so a crash or a closed window loses nothing.
"""

from __future__ import annotations

import logging
import secrets
from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass, replace
from datetime import UTC, datetime
from functools import cached_property
from pathlib import Path
from typing import Any, Protocol

from playmat.ai.bots import Bot, ComputerBot
from playmat.ai.search import SearchBot
from playmat.cards.model import Card
from playmat.effects.automation import Automation, automation
from playmat.errors import PlaymatError
from playmat.i18n.message import Message, msg
from playmat.play.client import Difficulty, LanLink, Seat, Thought
from playmat.play.games import ScriptLibrary, new_game, scripts_for
from playmat.play.saves import (
    SESSION_FORMAT,
    LanRecord,
    games_dir,
    new_session_id,
    read_save,
    save_path,
    write_atomically,
)
from playmat.rules.actions import Action
from playmat.rules.choices import Choice, Purpose
from playmat.rules.events import Event
from playmat.rules.game import Game
from playmat.rules.observation import Alike, Observation
from playmat.rules.refusals import IllegalAction, Refusal, refusal
from playmat.rules.wire import encode

log = logging.getLogger(__name__)

#: Events after which a decision can't be taken back: they showed someone a card that was
#: hidden, or used the game's random generator (taking back a shuffle or a coin flip and trying
#: again would be cheating).
REVEALING_EVENTS = frozenset(
    {
        "draw",
        "search",
        "search_nothing",
        "attach_from_deck",
        "shuffle",
        "coin",
        "prize",
        "prizes",
        "reveal",
        "mulligan",
        "look_at_prizes",
        "manual_reveal",
        "setup_active",
        "setup_bench",
        "sudden_death",
    }
)


class CardSource(Protocol):
    """Where a resumed game finds its cards (the card database)."""

    def get_many(self, card_ids: Iterable[str]) -> Mapping[str, Card]: ...


class ComputerThought:
    """The computer's decision, worked out on a copy of the game (:class:`Thought`): the bot
    reads only the copy, so the view may show the game meanwhile."""

    def __init__(self, bot: Bot, game: Game, player: int) -> None:
        self.bot = bot
        self.player = player
        #: The decision it answers: the game's decisions so far.
        self.decisions = len(game.decisions)
        self._copy = game.clone()
        self.action: Action | None = None

    def run(self) -> None:
        try:
            self.action = self.bot.choose(self._copy, self.player)
        except Exception:
            # The opponent must never stop the game: a bug in the Hard player is logged with
            # its traceback, and the Easy player decides instead.
            log.exception("the computer (%s) failed to decide", type(self.bot).__name__)
            self.action = ComputerBot(seed=self.player).choose(self._copy, self.player)


def computer_player(difficulty: Difficulty, seed: int) -> Bot:
    """The bot that plays a computer seat at this difficulty."""
    return SearchBot(seed) if difficulty is Difficulty.HARD else ComputerBot(seed=seed)


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
    return bool(pending.shown_cards) or pending.purpose is Purpose.SEARCH


class _Moment:
    """The observations of one moment of a game: until a decision (or an undo, which makes
    another game object) changes it."""

    def __init__(self, game: Game) -> None:
        self.game = game
        self.decisions = len(game.decisions)
        self.events = len(game.events)
        self.alike = Alike()
        self.seats: dict[int, Observation] = {}

    def holds(self, game: Game) -> bool:
        return (
            game is self.game
            and len(game.decisions) == self.decisions
            and len(game.events) == self.events
        )


class GameSession:
    #: A game on this machine has no LAN connection.
    link: LanLink | None = None

    def __init__(
        self,
        game: Game,
        seats: tuple[Seat, Seat],
        deck_names: tuple[str, str],
        *,
        session_id: str | None = None,
        created: str | None = None,
        directory: Path | None = None,
        path: Path | None = None,
        library: ScriptLibrary | None = None,
        player_names: tuple[str, str] = ("", ""),
        lan: LanRecord | None = None,
        difficulty: Difficulty = Difficulty.EASY,
    ) -> None:
        """A new game gets a new id and is saved under it in ``directory`` (the games folder
        by default); a resumed one keeps the ``path`` it was read from and its recorded id,
        which is only shown, never made into a path."""
        self.game = game
        #: What a host of a LAN game keeps with the game (the secret of the seed, the guest's
        #: resume token): saved with it so a restarted host can host it again.
        self.lan = lan
        self.difficulty = difficulty
        # Undo starts from the snapshot at the start of the turn, not from the first decision.
        game.keep_snapshots()
        #: Where the cards' compiled scripts are kept, for a rematch.
        self.library = library
        self.seats = seats
        self.deck_names = deck_names
        self.player_names = player_names
        self.id = session_id or new_session_id()
        self.created = created or _now()
        self.path = path or save_path(directory if directory is not None else games_dir(), self.id)
        self.history: list[Step] = []
        self._seen: _Moment | None = None
        self._bots: dict[int, Bot] = {
            player: computer_player(difficulty, game.seed + player)
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
        library: ScriptLibrary | None = None,
        player_names: tuple[str, str] = ("", ""),
        lan: LanRecord | None = None,
        difficulty: Difficulty = Difficulty.EASY,
    ) -> GameSession:
        """A new game after checking both decks (``PlaymatError`` says what is wrong); saved at
        once so it is among the recent games even before the first decision. The cards play
        with the scripts ``library`` keeps (compiled now without one)."""
        game = new_game(decks, secrets.randbits(48) if seed is None else seed, library=library)
        session = cls(
            game,
            seats,
            deck_names,
            directory=directory,
            library=library,
            player_names=player_names,
            lan=lan,
            difficulty=difficulty,
        )
        session.save()
        return session

    @classmethod
    def load(
        cls, path: Path, cards: CardSource, library: ScriptLibrary | None = None
    ) -> GameSession:
        """Resume the game saved in ``path``, replaying its decisions with the cards of the
        card database. Raises ``PlaymatError``, and only that, for a file that is damaged or
        doesn't replay."""
        record = read_save(path)
        saved = record.game
        found = cards.get_many({card_id for deck in saved.decks for card_id in deck})
        game = Game.from_record(
            replace(saved, decisions=()), found, scripts_for(found.values(), library)
        )
        session = cls(
            game,
            record.seats,
            record.deck_names,
            session_id=record.id,
            created=record.created,
            path=path,
            library=library,
            player_names=record.player_names,
            lan=record.lan,
            difficulty=record.difficulty,
        )
        for number, action in enumerate(saved.decisions, start=1):
            try:
                session._record(action, session.game.decider)
            except IllegalAction as error:
                raise PlaymatError(
                    msg("error.session_replay", file=path.name, number=number, reason=error.words)
                ) from None
        return session

    def rematch(self) -> GameSession:
        """A new game with the same decks and seats and new shuffles."""
        decks = self.game.decks
        return GameSession.new(
            (decks[0], decks[1]),
            self.deck_names,
            self.seats,
            directory=self.path.parent,
            library=self.library,
            player_names=self.player_names,
            difficulty=self.difficulty,
        )

    # -- the client protocol ---------------------------------------------------------------------

    def observe(self, seat: int) -> Observation:
        """``seat``'s observation, worked out once per moment of the game (a table asks for
        it more than once a decision; a LAN host asks for both seats', which share most of
        their parts, :class:`~playmat.rules.observation.Alike`)."""
        game = self.game
        moment = self._seen
        if moment is None or not moment.holds(game):
            moment = self._seen = _Moment(game)
        found = moment.seats.get(seat)
        if found is None:
            found = moment.seats[seat] = game.observation(seat, moment.alike)
        return found

    def log(self, seat: int) -> list[Message]:
        return self.game.log_for(seat)

    def recent(self, seat: int) -> list[Message]:
        return [event.for_player(seat) for event in self.since_last_human_decision()]

    def legal_actions(self, seat: int) -> list[Action]:
        return list(self.game.legal_actions(seat))

    def why_not(self, action: Action, seat: int) -> Refusal | None:
        return self.game.why_illegal(action, seat)

    def submit(self, action: Action, seat: int) -> None:
        """Make ``seat``'s decision, then save; raises ``IllegalAction`` (and changes nothing)
        when the rules don't allow it."""
        self._record(action, seat)
        self.save()

    def card(self, card_id: str) -> Card:
        return self._cards[card_id]

    def follow(self, listener: Callable[[], None]) -> None:
        """A game on this machine changes only through its views: nothing to tell."""

    def automation(self, card_id: str) -> Automation:
        return automation(self._cards[card_id], self.game.scripts.script(card_id))

    # -- playing -------------------------------------------------------------------------------

    @cached_property
    def _cards(self) -> dict[str, Card]:
        """The cards of both decks by id, to draw what an observation names (the decks are
        the session's for good: an undo replays them, a rematch is a new session)."""
        return {card.id: card for deck in self.game.decks for card in deck}

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
            if self.seats[self.history[index].player] is not Seat.COMPUTER:
                start = self.history[index - 1].events if index else 0
                break
        return self.game.events[start:]

    def use_bot(self, player: int, bot: Bot) -> None:
        """The computer at ``player`` decides with ``bot`` (a random player, for tests and
        scripts) rather than the computer opponent."""
        self._bots[player] = bot

    def computer_to_move(self) -> bool:
        decider = self.game.decider
        return decider is not None and self.seats[decider] is Seat.COMPUTER

    def play_computer_move(self) -> None:
        """Let the computer make the decision it is waited for."""
        thought = self.think_for_computer()
        if thought is None:
            raise PlaymatError(msg("error.not_computers_turn"))
        thought.run()
        self.play_thought(thought)

    def think_for_computer(self) -> ComputerThought | None:
        player = self.game.decider
        if player is None or self.seats[player] is not Seat.COMPUTER:
            return None
        return ComputerThought(self._bots[player], self.game, player)

    def play_thought(self, thought: Thought) -> bool:
        if not isinstance(thought, ComputerThought) or thought.action is None:
            return False
        if thought.decisions != len(self.game.decisions) or thought.player != self.game.decider:
            return False
        self.submit(thought.action, thought.player)
        return True

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

    # -- undo ----------------------------------------------------------------------------------

    def undo_blocker(self, seat: int) -> Refusal | None:
        """Why ``seat`` can't take back their last decision now, or ``None`` if they can."""
        return self._undo_point(seat)[1]

    def undo(self, seat: int) -> None:
        """Take back ``seat``'s last decision (and the computer's answers after it): the game
        goes back to the start of that turn and replays the decisions before it."""
        index, reason = self._undo_point(seat)
        if reason is not None:
            raise IllegalAction(reason)
        self.game = self.game.rewind(index)
        del self.history[index:]
        self.save()

    def _undo_point(self, seat: int) -> tuple[int, Refusal | None]:
        if self.game.over:
            return 0, refusal("game_over")
        index = len(self.history) - 1
        while index >= 0 and self.seats[self.history[index].player] is Seat.COMPUTER:
            index -= 1
        if index < 0 or self.history[index].player != seat:
            return 0, refusal("undo_nothing")
        if any(step.revealed for step in self.history[index:]):
            return 0, refusal("undo_revealed")
        return index, None

    # -- saving --------------------------------------------------------------------------------

    def to_save(self) -> dict[str, Any]:
        state = self.game.state
        return {
            "format": SESSION_FORMAT,
            "id": self.id,
            "created": self.created,
            "updated": _now(),
            "seats": [seat.value for seat in self.seats],
            "deck_names": list(self.deck_names),
            "player_names": list(self.player_names),
            "difficulty": self.difficulty.value,
            "turn": state.turn,
            "result": encode(state.end_reason) if state.end_reason is not None else None,
            "game": self.game.to_save(),
            **({"lan": encode(self.lan)} if self.lan is not None else {}),
        }

    def save(self) -> None:
        write_atomically(self.path, self.to_save())
