"""Computer players: a random one (for self-play and fuzzing) and a sensible one (the opponent
in the app).

A bot answers one question: given the game and the player whose decision is awaited, which
legal decision does it make? It drives the game through the same :meth:`Game.apply` as the UI.

:class:`ComputerBot` decides from :class:`~playmat.ai.view.BotView` only: the player's
observation and the public data of the cards in it, never a hidden zone.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Collection, Mapping, Sequence
from typing import TYPE_CHECKING, Any, ClassVar, Protocol

from playmat.ai.cards import is_activated_ability, trainer_roles
from playmat.ai.view import BotTable, BotView, missing_energy
from playmat.cards.facts import ends_turn_when_evolved
from playmat.cards.model import Card
from playmat.i18n.message import msg
from playmat.rules.actions import (
    Action,
    Answer,
    AttachEnergy,
    Attack,
    Concede,
    EndTurn,
    Evolve,
    PlayBasic,
    PlayTrainer,
    Retreat,
    UseAbility,
    UseStadium,
)
from playmat.rules.always_on import Holder
from playmat.rules.choices import Choice, ChoiceKind, Purpose
from playmat.rules.energy import Unit, energy_units
from playmat.rules.modifiers import ModifierKind
from playmat.rules.observation import ChoiceView, PokemonView
from playmat.rules.rule_box import ends_turn
from playmat.rules.scripting import TrainerRole
from playmat.rules.state import Condition

if TYPE_CHECKING:
    from playmat.rules.game import Game


class Bot(Protocol):
    name: str

    def choose(self, game: Game, player: int) -> Action:
        """The decision ``player`` makes now; ``player`` must be ``game.decider``."""
        ...


class RandomBot:
    """Plays uniformly random legal decisions, for self-play and fuzzing the engine.

    "Uniformly random" means: during a turn, every entry of ``game.legal_actions`` is equally
    likely (each card-and-target pair counts once, and ending the turn is one entry among them);
    for a pending choice, a uniformly random number of options, then uniformly random options
    (:meth:`Choice.random_answer`), so that a choice of 6 cards out of 40 costs nothing to answer.
    It never concedes: self-play is there to play games to their end.
    """

    name = "random"

    def __init__(self, seed: int = 0) -> None:
        self.rng = random.Random(seed)

    def choose(self, game: Game, player: int) -> Action:
        pending = game.pending
        return random_decision(
            self.rng,
            pending if isinstance(pending, Choice) else None,
            () if isinstance(pending, Choice) else game.legal_actions(player),
        )


class Answerable(Protocol):
    """A pending choice as the engine or a player's view holds it."""

    def random_answer(self, rng: random.Random) -> tuple[int, ...]: ...


def random_decision(
    rng: random.Random, choice: Answerable | None, legal: Sequence[Action]
) -> Action:
    """The random player's decision: a random answer to ``choice`` if one is pending, else a
    uniformly random entry of ``legal`` other than conceding (self-play plays games to their
    end). Shared by the engine's random bot and a LAN guest's, which sees only its table."""
    if choice is not None:
        return Answer(choice.random_answer(rng))
    # Conceding is the last legal action: pick among the others, reading only the one picked
    # (the engine's list makes its actions as they are read).
    assert isinstance(legal[-1], Concede)
    return legal[rng.randrange(len(legal) - 1)]


#: Purposes of choices where the chosen cards or Pokémon are given up rather than gained.
_GIVE_UP_WORDS = ("discard", "lost", "shuffle", "bottom", "return", "cost", "retreat_energy")
#: Damage on one's own Pokémon below which a heal is not worth a card.
_HEAL_AT = 30
#: Don't play draw cards with fewer cards than this left in the deck (decking out loses, R-3).
_DECK_RESERVE = 10
#: Damage by which a Benched attacker must beat the Active to be worth a retreat.
_CLEARLY_MORE = 30
#: Draw when the hand (not counting the draw card) has at most this many cards.
_SMALL_HAND = 4

#: The option indices a choice is answered with.
Answered = tuple[int, ...]
#: The legal actions of the turn, by type.
Legal = dict[type[Action], list[Action]]
Plan = Callable[[BotView, Legal], Action | None]


class ComputerBot:
    """A sensible opponent for any deck: it develops the board, powers up its attackers,
    plays the Trainers it understands, and attacks for the most useful damage.

    Each decision is taken fresh from the current view (no memory between decisions), by trying
    plans in order of urgency; the attack comes last because it ends the turn. Its choices are
    deterministic; ``seed`` is accepted so that every bot is made the same way.
    """

    name = "computer"

    def __init__(
        self, seed: int = 0, catalog: Mapping[str, Card] | None = None, go_first: bool = True
    ) -> None:
        self.go_first = go_first
        self._catalog = catalog
        self._catalog_game: Game | None = None
        self._by_id: dict[str, Card] = {}
        #: Problems met while deciding (a bug in a heuristic); the bot then played safe.
        self.errors: list[str] = []
        self._plans: tuple[Plan, ...] = (
            self._bench_search,
            self._draw,
            self._search,
            self._bench_basic,
            self._evolve,
            self._recover_energy,
            self._heal,
            self._ability,
            self._stadium,
            self._always_on,
            self._retreat,
            self._attach,
            self._boost_for_knock_out,
            self._attack,
            self._evolve_ending_turn,
        )

    def choose(self, game: Game, player: int) -> Action:
        action = self.decide(game, player, self.catalog_for(game))
        if action is not None:
            reason = game.why_illegal(action, player)
            if reason is not None:
                self.errors.append(f"chose an illegal {action}: {reason.code}")
                action = None
        return action if action is not None else _safe_decision(game)

    def decide(
        self,
        table: BotTable,
        player: int,
        catalog: Mapping[str, Card],
        used: Collection[tuple[int, str]] = (),
    ) -> Action | None:
        """The decision ``player`` makes at ``table`` (``catalog``: the card data by id;
        ``used``: the Abilities used this turn, where the table doesn't record them), or
        ``None`` when the heuristics fail (noted in :attr:`errors`): the caller then plays
        safe. The decision is not checked against the rules here."""
        view = BotView(table, player, catalog, used)
        try:
            return self._answer(view) if view.choice else self._act(view)
        except Exception as error:  # the opponent must never crash the game
            self.errors.append(f"{type(error).__name__}: {error}")
            return None

    def catalog_for(self, game: Game) -> Mapping[str, Card]:
        """The public card data, by card id (the card database the players share)."""
        if self._catalog is not None:
            return self._catalog
        if self._catalog_game is not game:
            self._by_id = {card.id: card for deck in game.decks for card in deck}
            self._catalog_game = game
        return self._by_id

    # -- the turn ------------------------------------------------------------------------------

    def _act(self, view: BotView) -> Action:
        legal: Legal = {}
        for action in view.table.legal_actions(view.player):
            legal.setdefault(type(action), []).append(action)
        for plan in self._plans:
            chosen = plan(view, legal)
            if chosen is not None:
                return chosen
        return EndTurn()

    def _trainers(
        self, view: BotView, legal: Legal, *roles: TrainerRole
    ) -> list[tuple[PlayTrainer, Card]]:
        """The playable Trainers that do any of these things, with their card data."""
        found = []
        for action in legal.get(PlayTrainer, []):
            assert isinstance(action, PlayTrainer)
            card = view.card(action.card)
            if (trainer_roles(card, view.script(card)) or frozenset()) & set(roles):
                found.append((action, card))
        return found

    def _bench_room(self, view: BotView) -> int:
        return view.table.rules.bench_size - len(view.me.bench)

    def _bench_search(self, view: BotView, legal: Legal) -> Action | None:
        if self._bench_room(view) <= 0 or view.me.deck < _DECK_RESERVE:
            return None
        found = self._trainers(view, legal, TrainerRole.BENCH_SEARCH)
        return found[0][0] if found else None

    def _draw(self, view: BotView, legal: Legal) -> Action | None:
        if len(view.me.hand) - 1 > _SMALL_HAND or view.me.deck < _DECK_RESERVE:
            return None
        found = self._trainers(view, legal, TrainerRole.DRAW)
        return found[0][0] if found else None

    def _search(self, view: BotView, legal: Legal) -> Action | None:
        if view.me.deck < _DECK_RESERVE:
            return None
        for action, card in self._trainers(view, legal, TrainerRole.SEARCH):
            roles = trainer_roles(card, view.script(card)) or frozenset()
            if TrainerRole.DISCARD in roles and len(view.me.hand) < 4:
                continue
            return action
        return None

    def _bench_basic(self, view: BotView, legal: Legal) -> Action | None:
        plays = legal.get(PlayBasic, [])
        if not plays:
            return None
        return max(plays, key=lambda a: view.card(a.card).hp or 0)  # type: ignore[attr-defined]

    def _evolve(self, view: BotView, legal: Legal) -> Action | None:
        return _best_evolution(view, [a for a in legal.get(Evolve, []) if not _ends_turn(view, a)])

    def _evolve_ending_turn(self, view: BotView, legal: Legal) -> Action | None:
        """An evolution that ends the turn (the Mega Evolution rule), last of all: once
        nothing else is worth doing and there is no attack to make."""
        return _best_evolution(view, [a for a in legal.get(Evolve, []) if _ends_turn(view, a)])

    def _recover_energy(self, view: BotView, legal: Legal) -> Action | None:
        energy_in_hand = any(card.is_energy for _, card in view.hand())
        energy_discarded = any(view.card(c.handle).is_basic_energy for c in view.me.discard)
        if energy_in_hand or not energy_discarded:
            return None
        found = self._trainers(view, legal, TrainerRole.ENERGY_RECOVERY)
        return found[0][0] if found else None

    def _heal(self, view: BotView, legal: Legal) -> Action | None:
        active = view.my_active()
        hurt = any(p.damage >= _HEAL_AT for p in view.my_pokemon())
        if not hurt and not (active and active.conditions):
            return None
        found = self._trainers(view, legal, TrainerRole.HEAL)
        return found[0][0] if found else None

    def _ability(self, view: BotView, legal: Legal) -> Action | None:
        """An automated Ability worth using, once a turn for each Pokémon: one usable "as often
        as you like" would otherwise be used again and again, and the turn never end."""
        used = view.abilities_used()
        for action in legal.get(UseAbility, []):
            assert isinstance(action, UseAbility)
            pokemon = view.pokemon(action.pokemon)
            if pokemon is None:
                continue
            card = view.top(pokemon)
            name = card.abilities[action.ability].name
            if (action.pokemon, name) in used:
                continue
            if is_activated_ability(view.script(card), action.ability):
                return action
        return None

    def _stadium(self, view: BotView, legal: Legal) -> Action | None:
        """Use the Stadium in play when what it does helps (draws, searches, recovers Energy,
        heals) and costs no cards from a small hand."""
        actions = legal.get(UseStadium, [])
        stadium = view.obs.stadium
        if not actions or not stadium:
            return None
        script = view.script(view.card(stadium[0].handle))
        roles = script.stadium.roles() if script and script.stadium else frozenset()
        if TrainerRole.DISCARD in roles and len(view.me.hand) < 4:
            return None
        return actions[0] if roles & _STADIUM_HELPS else None

    def _always_on(self, view: BotView, legal: Legal) -> Action | None:
        """Play a Pokémon Tool or a Stadium whose always-on effects help this player's Pokémon
        more than the opponent's (a Tool goes where it helps most). It needs the game itself
        (the effects' own rules), so a guest's bot on the LAN leaves it out."""
        game = view.game
        if game is None:
            return None
        state = game.state
        best: tuple[int, PlayTrainer] | None = None
        for action in legal.get(PlayTrainer, []):
            assert isinstance(action, PlayTrainer)
            card = view.card(action.card)
            script = view.script(card)
            if script is None or not (script.in_play or script.triggers):
                continue
            target = state.pokemon(action.target) if action.target is not None else None
            holder = Holder(action.card, target, view.player, msg("source.card", card=card.named))
            value = 2 * sum(
                effect.benefit * (1 if pokemon.owner == view.player else -1)
                for effect in script.in_play
                for side in state.players
                for pokemon in side.in_play()
                if effect.modifiers_for(game, holder, pokemon)
            )
            # A Tool's triggered text ("when its Pokémon is Knocked Out", "at the end of your
            # turn") works for its owner.
            if target is not None:
                value += 2 * len(script.triggers)
            # A Tool helps most on the Active Pokémon, which is attacked and attacks.
            value += int(target is not None and target is state.players[view.player].active)
            if value > 1 and (best is None or value > best[0]):
                best = (value, action)
        return best[1] if best else None

    def _retreat(self, view: BotView, legal: Legal) -> Action | None:
        """Bring up a better Benched attacker: by retreating, or with a switching Trainer."""
        best = self._replacement(view)
        if best is None:
            return None
        for action in legal.get(Retreat, []):
            if action.new_active == best.id:  # type: ignore[attr-defined]
                return action
        switches = self._trainers(view, legal, TrainerRole.SWITCH)
        return switches[0][0] if switches else None

    def _replacement(self, view: BotView) -> PokemonView | None:
        """The Benched Pokémon that should be Active instead: the Active is badly hurt, or a
        Benched Pokémon can attack now for clearly more (or for a Knock Out)."""
        active, target = view.my_active(), view.their_active()
        if active is None or target is None or view.obs.turn_flags.retreated:
            return None
        # The Active may still get this turn's Energy; the Pokémon it would make way for can't.
        can_attach = not view.obs.turn_flags.energy_attached and any(
            card.is_energy for _, card in view.hand()
        )
        now = [o for o in view.attacks(active, target) if o.missing <= int(can_attach)]
        if any(o.knocks_out for o in now):
            return None
        damage = max((o.damage for o in now), default=0)
        left = active.remaining_hp
        hurt = left <= view.best_damage(target, active, within=1) or left * 3 <= active.hp
        ready = [
            p
            for p in view.me.bench
            if view.best_damage(p, target) > 0 and (not hurt or p.remaining_hp > left)
        ]
        if not ready:
            return None
        best = max(ready, key=lambda p: _attacker_score(view, p, target, within=0))
        knocks_out, best_damage, _ = _attacker_score(view, best, target, within=0)
        if hurt or knocks_out or best_damage >= damage + _CLEARLY_MORE:
            return best
        return None

    def _attach(self, view: BotView, legal: Legal) -> Action | None:
        """Energy toward an attack's missing cost: the Active first, then whoever is closest to
        attacking; spare Energy goes to the Active (it pays the Retreat Cost). When a better
        attacker waits on the Bench and one Energy pays the Active's retreat, it goes there."""
        attaches = legal.get(AttachEnergy, [])
        if not attaches:
            return None
        active = view.my_active()
        active_id = active.id if active else None
        if active and _one_energy_short_of_retreat(view, active) and self._replacement(view):
            for action in attaches:
                if action.target == active_id:  # type: ignore[attr-defined]
                    return action

        def score(action: Any) -> int:
            pokemon = view.pokemon(action.target)
            if pokemon is None:
                return -1000
            energy = view.card(action.card)
            goal = view.goal_cost(pokemon)
            before = missing_energy(goal, view.units(pokemon))
            after = missing_energy(goal, view.units(pokemon, energy))
            is_active = action.target == active_id
            if after < before:
                bonus = (40 + (30 if not after else 0)) if is_active else 0
                return 100 - 10 * after + bonus
            return (5 if is_active else 0) - len(pokemon.energy)

        return max(attaches, key=score)

    def _boost_for_knock_out(self, view: BotView, legal: Legal) -> Action | None:
        """Play a damage-boosting Supporter when the extra damage makes the Knock Out."""
        boosts = self._trainers(view, legal, TrainerRole.BOOST)
        active, target = view.my_active(), view.their_active()
        if not boosts or active is None or target is None or not legal.get(Attack):
            return None
        usable = [o for o in view.attacks(active, target) if o.missing == 0 and o.damage > 0]
        if any(o.knocks_out for o in usable):
            return None
        if any(o.damage + 20 >= target.remaining_hp for o in usable):
            return boosts[0][0]
        return None

    def _attack(self, view: BotView, legal: Legal) -> Action | None:
        """The most useful attack: a Knock Out worth the most Prizes, else the most damage; an
        automated attack without damage only when nothing else does anything."""
        attacks = legal.get(Attack, [])
        active, target = view.my_active(), view.their_active()
        if not attacks or active is None:
            return None
        options = {o.index: o for o in view.attacks(active, target)}
        script = view.script(view.top(active))
        prizes = view.top(target).prize_count if target else 0

        def score(action: Any) -> int:
            option = options[action.attack]
            if option.knocks_out:
                return 1000 + 100 * prizes + option.damage
            if option.damage > 0:
                return option.damage
            return 1 if script and action.attack in script.attacks else 0

        best = max(attacks, key=score)
        return best if score(best) > 0 else None

    # -- choices -------------------------------------------------------------------------------

    def _answer(self, view: BotView) -> Answer:
        choice = view.choice
        assert choice is not None
        special = self._by_purpose.get(choice.purpose)
        if special is not None:
            return Answer(special(self, view, choice))
        if choice.kind is ChoiceKind.YES_NO:
            return Answer((_yes_index(choice),))
        if choice.kind is ChoiceKind.OPTION:
            return Answer(_option_answer(choice))
        if choice.kind is ChoiceKind.POKEMON:
            return Answer(_pokemon_answer(view, choice))
        return Answer(_cards_answer(view, choice))

    def _answer_go_first(self, view: BotView, choice: ChoiceView) -> tuple[int, ...]:
        # The first player can't attack or play a Supporter on turn 1, but develops first:
        # with the starter decks the first player won 521 of 1000 computer-vs-computer games.
        return (0,) if self.go_first else (1,)

    def _answer_setup_active(self, view: BotView, choice: ChoiceView) -> tuple[int, ...]:
        """The sturdiest Basic that can attack soonest."""

        def score(index: int) -> int:
            card = view.card(_option_card(choice, index))
            cheapest = min((len(a.cost) for a in card.attacks if a.damage), default=4)
            return (card.hp or 0) - 20 * cheapest

        return (max(range(len(choice.options)), key=score),)

    def _answer_setup_bench(self, view: BotView, choice: ChoiceView) -> tuple[int, ...]:
        ranked = sorted(
            range(len(choice.options)),
            key=lambda i: -(view.card(_option_card(choice, i)).hp or 0),
        )
        return tuple(sorted(ranked[: choice.maximum]))

    def _answer_extra_draws(self, view: BotView, choice: ChoiceView) -> tuple[int, ...]:
        return _option_answer(choice)

    def _answer_take_prize(self, view: BotView, choice: ChoiceView) -> tuple[int, ...]:
        return tuple(range(choice.minimum))

    def _answer_promote(self, view: BotView, choice: ChoiceView) -> tuple[int, ...]:
        target = view.their_active()

        def score(index: int) -> tuple[int, ...]:
            pokemon = view.pokemon(choice.options[index].pokemon or -1)
            if pokemon is None:
                return (-1,)
            return _attacker_score(view, pokemon, target, within=1)

        return (max(range(len(choice.options)), key=score),)

    def _answer_retreat_energy(self, view: BotView, choice: ChoiceView) -> tuple[int, ...]:
        """Keep the Energy its best attack needs; discard the rest first."""
        active = view.my_active()
        goal = view.goal_cost(active) if active else ()
        uids = [_option_card(choice, i) for i in range(len(choice.options))]

        def need(index: int) -> int:
            others = [u for i, u in enumerate(uids) if i != index]
            units = [unit for u in others for unit in _units_of(view, u)]
            return missing_energy(goal, units)

        ranked = sorted(range(len(uids)), key=need)
        return tuple(sorted(ranked[: choice.minimum]))

    _by_purpose: ClassVar[dict[Purpose, Callable[[ComputerBot, BotView, ChoiceView], Answered]]] = {
        Purpose.GO_FIRST: _answer_go_first,
        Purpose.SETUP_ACTIVE: _answer_setup_active,
        Purpose.SETUP_BENCH: _answer_setup_bench,
        Purpose.EXTRA_DRAWS: _answer_extra_draws,
        Purpose.TAKE_PRIZE: _answer_take_prize,
        Purpose.PROMOTE: _answer_promote,
        Purpose.RETREAT_ENERGY: _answer_retreat_energy,
    }


# -- helpers -----------------------------------------------------------------------------------


def _safe_decision(game: Game) -> Action:
    """A decision that is always legal: the smallest answer, or ending the turn."""
    pending = game.pending
    if isinstance(pending, Choice):
        return Answer(tuple(range(pending.minimum)))
    return EndTurn()


def _option_card(choice: ChoiceView, index: int) -> int:
    card = choice.options[index].card
    if card is None:
        raise ValueError(f"option {index} of {choice.purpose!r} is not a card")
    return card.handle


#: What a Stadium does that is worth using it for whenever it can be.
_STADIUM_HELPS = frozenset(
    {
        TrainerRole.DRAW,
        TrainerRole.SEARCH,
        TrainerRole.BENCH_SEARCH,
        TrainerRole.ENERGY_RECOVERY,
        TrainerRole.HEAL,
    }
)


def _units_of(view: BotView, uid: int) -> list[Unit]:
    return energy_units(view.card(uid))


def _attacker_score(
    view: BotView, pokemon: PokemonView, target: PokemonView | None, within: int
) -> tuple[int, ...]:
    """How good ``pokemon`` is in the Active Spot: a Knock Out, then damage, then HP left."""
    options = [o for o in view.attacks(pokemon, target) if o.missing <= within]
    knocks_out = any(o.knocks_out for o in options)
    damage = max((o.damage for o in options), default=0)
    return (int(knocks_out), damage, pokemon.remaining_hp)


def _one_energy_short_of_retreat(view: BotView, active: PokemonView) -> bool:
    """One more Energy would pay the Active's Retreat Cost, and nothing else stops it."""
    if {Condition.ASLEEP, Condition.PARALYZED} & set(active.conditions):
        return False
    if any(effect.kind is ModifierKind.CANT_RETREAT for effect in active.effects):
        return False
    return active.retreat_cost - len(view.units(active)) == 1


def _yes_index(choice: ChoiceView) -> int:
    for index, option in enumerate(choice.options):
        if option.value == "yes":
            return index
    return 0


def _option_answer(choice: ChoiceView) -> tuple[int, ...]:
    """Numbers: the largest (draw as many as allowed); anything else: the first ones."""
    count = max(choice.minimum, 1)
    values = [o.value for o in choice.options]
    if all(isinstance(v, int) for v in values):
        ranked = sorted(range(len(values)), key=lambda i: -int(values[i]))  # type: ignore[arg-type]
        return tuple(sorted(ranked[:count]))
    return tuple(range(min(count, len(values))))


def _gives_up(purpose: str) -> bool:
    return any(word in purpose for word in _GIVE_UP_WORDS)


def _cards_answer(view: BotView, choice: ChoiceView) -> tuple[int, ...]:
    """Searches take as many of the most useful cards as allowed; costs give up the least
    useful ones, as few as allowed."""
    values = [
        card_value(view, view.card(option.card.handle)) if option.card is not None else 0
        for option in choice.options
    ]
    order = sorted(range(len(values)), key=lambda i: values[i])
    if _gives_up(choice.purpose):
        return tuple(sorted(order[: choice.minimum]))
    count = min(choice.maximum, len(values))
    return tuple(sorted(order[len(values) - count :]))


def _pokemon_answer(view: BotView, choice: ChoiceView) -> tuple[int, ...]:
    """Opponent's Pokémon: the closest to being Knocked Out. One's own: the most damaged for a
    heal, the sturdiest when it will be hurt, else the best attacker."""
    seen = [view.pokemon(o.pokemon) if o.pokemon is not None else None for o in choice.options]
    purpose = choice.purpose
    target = view.their_active()

    def score(index: int) -> tuple[int, ...]:
        pokemon = seen[index]
        if pokemon is None:
            return (-(10**6),)
        mine = pokemon in view.my_pokemon()
        if "heal" in purpose:
            return (int(mine), pokemon.damage)
        if not mine:
            prizes = view.top(pokemon).prize_count
            return (1, -pokemon.remaining_hp, prizes)
        if _gives_up(purpose) or "damage" in purpose or "counter" in purpose:
            return (0, pokemon.remaining_hp)
        return (0, *_attacker_score(view, pokemon, target, within=1))

    count = min(max(choice.minimum, 1), choice.maximum, len(seen))
    ranked = sorted(range(len(seen)), key=score, reverse=True)
    return tuple(sorted(ranked[:count]))


def _best_evolution(view: BotView, evolutions: list[Action]) -> Action | None:
    """The evolution of the Active first, else of the Pokémon with the most Energy."""
    if not evolutions:
        return None
    active = view.my_active()
    active_id = active.id if active else None

    def priority(action: Any) -> tuple[bool, int]:
        pokemon = view.pokemon(action.target)
        return (action.target == active_id, len(pokemon.energy) if pokemon else 0)

    return max(evolutions, key=priority)


def _ends_turn(view: BotView, action: Action) -> bool:
    """Evolving so would end the turn (the Mega Evolution rule, card rule text). On a guest's
    table, as the card says: an effect that keeps the turn going is the host's to know."""
    assert isinstance(action, Evolve)
    card = view.card(action.card)
    game = view.game
    if game is None:
        return ends_turn_when_evolved(card)
    pokemon = game.state.pokemon(action.target)
    return pokemon is not None and ends_turn(game, card, pokemon)


def card_value(view: BotView, card: Card) -> int:
    """How much the player wants ``card`` in hand now (searches take the highest, costs give up
    the lowest)."""
    mine = view.my_pokemon()
    names = {view.top(p).name for p in mine}
    if card.is_pokemon:
        if card.evolves_from is not None and card.evolves_from in names:
            return 90
        if card.is_basic_pokemon:
            return 70 if view.table.rules.bench_size > len(view.me.bench) else 20
        hand_names = {c.name for _, c in view.hand()}
        return 50 if card.evolves_from in hand_names else 30
    if card.is_energy:
        for pokemon in mine:
            goal = view.goal_cost(pokemon)
            if missing_energy(goal, view.units(pokemon, card)) < missing_energy(
                goal, view.units(pokemon)
            ):
                return 60
        return 25
    return 40 if trainer_roles(card, view.script(card)) else 10
