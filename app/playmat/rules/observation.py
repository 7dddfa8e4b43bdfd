"""A player's view of the game: the only view of hidden information that leaves the engine.

The observation is a typed, versioned value (:data:`SCHEMA`) with a lossless JSON form
(:mod:`playmat.rules.wire`), so a view in another process or on another machine gets exactly
what a local one does. What it holds:

* Cards the viewer may see, as :class:`CardView` (its handle, database id and name); cards the
  viewer may not see (the opponent's hand, face-down Prize cards) as :class:`HiddenCard` with
  only a handle. A card gets a new handle whenever it enters a hand, a deck or the Prize cards
  from anywhere else (:meth:`~playmat.rules.state.GameState.renew`), so no one can follow a card
  through a hidden zone. Decks are counts.
* During setup the opponent's Pokémon are face down (I-G steps 5-8): an id and nothing else.
* The pending choice whole only for the player who makes it; the other player learns who is
  choosing and what for (:class:`~playmat.rules.choices.Purpose`), never the options found in a
  hidden zone nor how many there are.
"""

from __future__ import annotations

import random
from collections.abc import Iterator
from dataclasses import dataclass
from typing import TYPE_CHECKING

from playmat.i18n.message import Message
from playmat.rules import legality
from playmat.rules.choices import (
    Choice,
    ChoiceKind,
    Purpose,
    all_answers,
    answer_refusal,
    random_answer,
)
from playmat.rules.modifiers import Duration, Modifier, ModifierKind
from playmat.rules.refusals import Refusal
from playmat.rules.scripting import AwaitAction
from playmat.rules.state import Condition, InPlay, Phase, PlayerState

if TYPE_CHECKING:
    from playmat.rules.game import Game

#: The observation's schema version; the JSON form carries it.
SCHEMA = 2


@dataclass(frozen=True, slots=True)
class CardView:
    """A card the viewer may see."""

    handle: int
    id: str
    name: str


@dataclass(frozen=True, slots=True)
class HiddenCard:
    """A card the viewer may not see: only its handle, to count it and to animate it."""

    handle: int


@dataclass(frozen=True, slots=True)
class EffectView:
    """A lasting effect on a Pokémon or a player (C-19), and what it does in words."""

    kind: ModifierKind
    amount: int
    duration: Duration
    description: Message
    source: Message | None


@dataclass(frozen=True, slots=True)
class PokemonView:
    """A Pokémon in play. Face down (the opponent's, during setup) it shows only its id."""

    id: int
    face_down: bool
    card: CardView | None
    stack: tuple[CardView, ...]
    energy: tuple[CardView, ...]
    tools: tuple[CardView, ...]
    damage: int
    hp: int
    remaining_hp: int
    #: How many Energy retreating costs now (EN I-A-03: printed, changed by effects).
    retreat_cost: int
    conditions: tuple[Condition, ...]
    effects: tuple[EffectView, ...]
    #: It came into play or evolved this turn (it can't evolve again, EN I-A-05).
    new_this_turn: bool


@dataclass(frozen=True, slots=True)
class PlayerView:
    index: int
    #: How many cards are in the deck.
    deck: int
    hand: tuple[CardView | HiddenCard, ...]
    discard: tuple[CardView, ...]
    lost_zone: tuple[CardView, ...]
    #: Face down unless their owner looked at them (C-20).
    prizes: tuple[CardView | HiddenCard, ...]
    active: PokemonView | None
    bench: tuple[PokemonView, ...]
    effects: tuple[EffectView, ...]
    mulligans: int
    gx_used: bool
    vstar_used: bool

    def in_play(self) -> tuple[PokemonView, ...]:
        return ((self.active,) if self.active else ()) + self.bench


@dataclass(frozen=True, slots=True)
class OptionView:
    label: Message
    card: CardView | None
    #: The Pokémon in play this option stands for, if any.
    pokemon: int | None
    value: int | str | None


@dataclass(frozen=True, slots=True)
class ChoiceView:
    """The pending choice, as the player who makes it sees it."""

    kind: ChoiceKind
    purpose: Purpose
    prompt: Message
    options: tuple[OptionView, ...]
    minimum: int
    maximum: int
    #: Cards the chooser may look at while choosing (a deck search shows the deck).
    shown: tuple[CardView, ...]

    def check(self, indices: tuple[int, ...]) -> Refusal | None:
        """Why ``indices`` don't answer this choice (the engine's own check), or ``None``."""
        return answer_refusal(indices, len(self.options), self.minimum, self.maximum)

    def random_answer(self, rng: random.Random) -> tuple[int, ...]:
        return random_answer(rng, len(self.options), self.minimum, self.maximum)

    def answers(self) -> Iterator[tuple[int, ...]]:
        """Every valid answer (as the engine's choice lists them)."""
        return all_answers(len(self.options), self.minimum, self.maximum)


@dataclass(frozen=True, slots=True)
class TurnFlags:
    """What the player whose turn it is has done this turn (R-5)."""

    energy_attached: bool
    supporter_played: bool
    stadium_played: bool
    retreated: bool
    #: The once-per-turn things not done yet that the rules don't allow now, by the flag that
    #: would record them, with the reason (R-4: no Supporter on the first player's first
    #: turn); the status line says these instead of offering them.
    refused: tuple[tuple[str, Message], ...] = ()


@dataclass(frozen=True, slots=True)
class Observation:
    schema: int
    viewer: int
    turn: int
    phase: Phase
    current: int
    first_player: int
    #: 0 or 1, ``-1`` for a tie, ``None`` while the game goes on.
    winner: int | None
    end_reason: Message | None
    rules: str
    stadium: tuple[CardView, ...]
    players: tuple[PlayerView, PlayerView]
    turn_flags: TurnFlags
    #: The player the game waits for, if any.
    awaiting: int | None
    #: The game waits for that player's next action in their turn (not an answer).
    awaiting_action: bool
    #: What the awaited player is choosing, when it is a choice (public).
    purpose: Purpose | None
    #: The choice, only when the viewer is the one to make it.
    choice: ChoiceView | None

    @property
    def me(self) -> PlayerView:
        return self.players[self.viewer]

    @property
    def opponent(self) -> PlayerView:
        return self.players[1 - self.viewer]

    def pokemon(self, pokemon_id: int) -> PokemonView | None:
        """The Pokémon in play with this id, whoever owns it."""
        for player in self.players:
            for pokemon in player.in_play():
                if pokemon.id == pokemon_id:
                    return pokemon
        return None

    def is_active(self, pokemon_id: int) -> bool:
        """Is the Pokémon in play with this id an Active Pokémon?"""
        return any(p.active is not None and p.active.id == pokemon_id for p in self.players)

    def owner_of(self, pokemon_id: int) -> int | None:
        for player in self.players:
            if any(pokemon.id == pokemon_id for pokemon in player.in_play()):
                return player.index
        return None


class Alike:
    """What every seat sees alike at one moment of a game (each Pokémon in play, the lasting
    effects on each player, what the turn still refuses), worked out once for all the seats'
    observations of that moment (:meth:`playmat.play.session.GameSession.observe`): on the LAN
    the host's table and its guest both look at every moment. Good for one moment only."""

    __slots__ = ("effects", "pokemon", "refused")

    def __init__(self) -> None:
        self.pokemon: dict[tuple[int, bool], PokemonView] = {}
        self.effects: dict[int, tuple[EffectView, ...]] = {}
        self.refused: tuple[tuple[str, Message], ...] | None = None


def observe(game: Game, viewer: int, alike: Alike | None = None) -> Observation:
    """What ``viewer`` may see of ``game`` now; ``alike``: the parts already worked out for
    another seat at this same moment."""
    alike = alike if alike is not None else Alike()
    state = game.state
    pending = game.pending
    flags = state.flags
    choice = pending if isinstance(pending, Choice) else None
    if alike.refused is None:
        alike.refused = _refused(game)
    return Observation(
        schema=SCHEMA,
        viewer=viewer,
        turn=state.turn,
        phase=state.phase,
        current=state.current,
        first_player=state.first_player,
        winner=state.winner,
        end_reason=state.end_reason,
        rules=game.rules.name,
        stadium=tuple(_card(game, uid) for uid in state.stadium),
        players=(
            _player(game, state.players[0], viewer, alike),
            _player(game, state.players[1], viewer, alike),
        ),
        turn_flags=TurnFlags(
            energy_attached=flags.energy_attached,
            supporter_played=flags.supporter_played,
            stadium_played=flags.stadium_played,
            retreated=flags.retreated,
            refused=alike.refused,
        ),
        awaiting=None if pending is None else pending.player,
        awaiting_action=isinstance(pending, AwaitAction),
        purpose=choice.purpose if choice else None,
        choice=_choice(game, choice) if choice and choice.player == viewer else None,
    )


def _refused(game: Game) -> tuple[tuple[str, Message], ...]:
    if game.state.phase is not Phase.TURN:
        return ()
    refusals = legality.once_per_turn_refusals(game)
    return tuple((flag, reason.message) for flag, reason in refusals.items())


def _choice(game: Game, choice: Choice) -> ChoiceView:
    # The cards shown (a deck) are given in name order, never in the order they lie.
    shown = sorted((_card(game, uid) for uid in choice.shown_cards), key=lambda c: (c.name, c.id))
    return ChoiceView(
        kind=choice.kind,
        purpose=choice.purpose,
        prompt=choice.prompt,
        options=tuple(
            OptionView(
                label=option.label,
                card=_card(game, option.card) if option.card is not None else None,
                pokemon=option.pokemon,
                value=option.value,
            )
            for option in choice.options
        ),
        minimum=choice.minimum,
        maximum=choice.maximum,
        shown=tuple(shown),
    )


def _card(game: Game, uid: int) -> CardView:
    card = game.state.cards[uid]
    views = game.card_views
    view = views.get(uid)
    if view is None or view.id != card.id:
        view = views[uid] = CardView(uid, card.id, card.name)
    return view


def _player(game: Game, player: PlayerState, viewer: int, alike: Alike) -> PlayerView:
    mine = player.index == viewer
    face_down = game.state.phase is Phase.SETUP and not mine
    effects = alike.effects.get(player.index)
    if effects is None:
        effects = alike.effects[player.index] = tuple(
            _effect(m) for m in game.player_modifiers(player.index)
        )
    return PlayerView(
        index=player.index,
        deck=len(player.deck),
        hand=tuple(_card(game, u) if mine else HiddenCard(u) for u in player.hand),
        discard=tuple(_card(game, u) for u in player.discard),
        lost_zone=tuple(_card(game, u) for u in player.lost_zone),
        prizes=tuple(
            _card(game, u) if mine and u in player.known_prizes else HiddenCard(u)
            for u in player.prizes
        ),
        active=_pokemon(game, player.active, face_down, alike) if player.active else None,
        bench=tuple(_pokemon(game, p, face_down, alike) for p in player.bench),
        effects=effects,
        mulligans=player.mulligans,
        gx_used=player.gx_used,
        vstar_used=player.vstar_used,
    )


def _pokemon(game: Game, pokemon: InPlay, face_down: bool, alike: Alike) -> PokemonView:
    key = (pokemon.id, face_down)
    view = alike.pokemon.get(key)
    if view is None:
        view = alike.pokemon[key] = _pokemon_view(game, pokemon, face_down)
    return view


def _pokemon_view(game: Game, pokemon: InPlay, face_down: bool) -> PokemonView:
    if face_down:
        return PokemonView(pokemon.id, True, None, (), (), (), 0, 0, 0, 0, (), (), False)
    state = game.state
    hp = game.max_hp(pokemon)
    return PokemonView(
        id=pokemon.id,
        face_down=False,
        card=_card(game, pokemon.top),
        stack=tuple(_card(game, u) for u in pokemon.stack),
        energy=tuple(_card(game, u) for u in pokemon.energy),
        tools=tuple(_card(game, u) for u in pokemon.tools),
        damage=pokemon.damage,
        hp=hp,
        remaining_hp=max(0, hp - pokemon.damage),  # D-16, as Game.remaining_hp
        retreat_cost=game.retreat_cost(pokemon),
        conditions=tuple(sorted(pokemon.conditions)),
        effects=tuple(_effect(m) for m in game.modifiers_on(pokemon)),
        new_this_turn=pokemon.changed_turn == state.turn,
    )


def _effect(modifier: Modifier) -> EffectView:
    return EffectView(
        kind=modifier.kind,
        amount=modifier.amount,
        duration=modifier.duration,
        description=modifier.describe(),
        source=modifier.source,
    )
