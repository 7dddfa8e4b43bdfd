"""Hypothesis strategies for damaged JSON: any JSON value, and a good record damaged the ways
files get damaged or forged (a field dropped or added, a value of another kind anywhere,
deep nesting, huge numbers and text, a cut-off file)."""

from __future__ import annotations

import copy
import json
import os
import re
from typing import Any

from hypothesis import HealthCheck, settings
from hypothesis import strategies as st

#: ``PLAYMAT_FUZZ_SCALE=100`` multiplies every budget: a campaign beyond the default run.
SCALE = int(os.environ.get("PLAYMAT_FUZZ_SCALE", "1"))


def budget(examples: int) -> settings:
    """A fixed, small number of examples in the default run (the same ones every time), and
    ``examples * PLAYMAT_FUZZ_SCALE`` fresh ones in a campaign."""
    return settings(
        max_examples=examples * SCALE,
        deadline=None,
        derandomize=SCALE == 1,
        database=None,
        suppress_health_check=[
            HealthCheck.too_slow,
            HealthCheck.function_scoped_fixture,
            HealthCheck.data_too_large,
        ],
    )


def _nested(depth: int, inner: Any) -> Any:
    for _ in range(depth):
        inner = [inner]
    return inner


#: Stands for a list nested ``n`` deep, written out only by :func:`dumps`: deeper than Python's
#: own ``json`` can write (or this module walk).
_DEEP = "\u0000deep:"
_DEEP_TEXT = re.compile(r'"\\u0000deep:(\d+)"')


def dumps(value: Any) -> str:
    """``value`` as JSON text, with each deep-nesting marker written out as brackets."""
    return _DEEP_TEXT.sub(
        lambda m: "[" * int(m.group(1)) + "]" * int(m.group(1)), json.dumps(value)
    )


SCALARS = st.one_of(
    st.none(),
    st.booleans(),
    st.integers(min_value=-(2**70), max_value=2**70),
    st.sampled_from([0, -1, 1, 2**63, -(2**63) - 1, 10**40]),
    st.floats(allow_nan=False, allow_infinity=False),
    st.text(max_size=30),
    st.sampled_from(["", "0", "1.0", "true", "../../x", "/etc/passwd", "a/b", "\u0000", "é" * 3]),
)

#: Any JSON value, small.
JSON_VALUES = st.recursive(
    SCALARS,
    lambda inner: st.one_of(
        st.lists(inner, max_size=4), st.dictionaries(st.text(max_size=8), inner, max_size=4)
    ),
    max_leaves=12,
)

#: Values that stress a reader rather than its checks: deep nesting, huge text and numbers.
HOSTILE_VALUES = st.one_of(
    st.integers(min_value=30, max_value=200).map(lambda depth: _nested(depth, 0)),
    st.integers(min_value=500, max_value=200_000).map(lambda depth: f"{_DEEP}{depth}"),
    st.integers(min_value=1, max_value=400).map(lambda n: int("9" * n)),
    st.integers(min_value=1000, max_value=100_000).map(lambda n: "x" * n),
)


def _paths(value: Any, path: tuple[Any, ...] = ()) -> list[tuple[Any, ...]]:
    """The places in ``value`` down to 12 levels: the root, each key of each object, each of the
    first items of each list."""
    found = [path]
    if len(path) >= 12:
        return found
    if isinstance(value, dict):
        for key, item in value.items():
            found += _paths(item, (*path, key))
    elif isinstance(value, list):
        for index, item in enumerate(value[:20]):
            found += _paths(item, (*path, index))
    return found


def _parent(value: Any, path: tuple[Any, ...]) -> Any:
    for key in path[:-1]:
        value = value[key]
    return value


@st.composite
def damaged(draw: st.DrawFn, good: Any, hostile: bool = True) -> Any:
    """``good`` (a parsed JSON record) with one to three pieces of damage."""
    value = copy.deepcopy(good)
    for _ in range(draw(st.integers(min_value=1, max_value=3))):
        paths = _paths(value)
        path = draw(st.sampled_from(paths))
        kind = draw(st.sampled_from(["replace", "drop", "add", "wrap"]))
        replacement = draw(st.one_of(JSON_VALUES, HOSTILE_VALUES) if hostile else JSON_VALUES)
        if not path:
            value = replacement if kind != "wrap" else [value]
            continue
        parent = _parent(value, path)
        key = path[-1]
        if kind == "replace":
            parent[key] = replacement
        elif kind == "drop":
            del parent[key]
        elif kind == "wrap":
            parent[key] = _nested(draw(st.integers(min_value=1, max_value=3)), parent[key])
        elif isinstance(parent, dict):
            parent[draw(st.text(min_size=1, max_size=8))] = replacement
        else:
            parent.append(replacement)
    return value


@st.composite
def damaged_text(draw: st.DrawFn, good: Any) -> str:
    """The JSON text of a damaged ``good``, or of ``good`` cut off somewhere."""
    if draw(st.booleans()):
        return dumps(draw(damaged(good)))
    text = json.dumps(good)
    return text[: draw(st.integers(min_value=0, max_value=len(text) - 1))]
