"""tdesk.rules._blossom: networkx's maximum-weight matching on a plain dict, the very same
matching as networkx's for the same graph (the Swiss pairing's CG-P1 windows rely on it)."""

import networkx as nx
from hypothesis import given, settings
from hypothesis import strategies as st

from tdesk.rules._blossom import max_weight_matching


def both(n, edges):
    """The same graph as an nx.Graph and as the dict, edges added in the same order."""
    g = nx.Graph()
    g.add_nodes_from(range(n))
    adj = {i: {} for i in range(n)}
    for i, j, w in edges:
        g.add_edge(i, j, weight=w)
        adj[i][j] = adj[j][i] = w
    return g, adj


SMALL = st.integers(0, 12)


@st.composite
def graphs(draw, weights=SMALL):
    """Small graphs with many equal weights, so ties are common and the choice among equally
    good matchings shows; edges added in any order (the adjacency order follows it)."""
    n = draw(st.integers(0, 16))
    pairs = [(i, j) for i in range(n) for j in range(i + 1, n)]
    chosen = draw(st.lists(st.sampled_from(pairs), unique=True)) if pairs else []
    return n, [(i, j, draw(weights)) for i, j in chosen]


@settings(max_examples=300, deadline=None)
@given(graphs())
def test_same_matching_as_networkx(graph):
    n, edges = graph
    g, adj = both(n, edges)
    assert max_weight_matching(adj) == nx.max_weight_matching(g, maxcardinality=True)


@settings(max_examples=100, deadline=None)
@given(graphs(weights=st.integers(10**30, 10**30 + 50)))
def test_same_matching_with_the_pairing_s_huge_integer_weights(graph):
    """CG-P1's levels are packed into one integer far beyond 64 bits."""
    n, edges = graph
    g, adj = both(n, edges)
    assert max_weight_matching(adj) == nx.max_weight_matching(g, maxcardinality=True)


def test_complete_graph_in_the_pairing_s_insertion_order():
    """Every pair, rows in order (as `swiss._match` builds a window), odd size: one left."""
    n = 9
    edges = [(i, j, 100 - (j - i) - (i * j) % 3) for i in range(n) for j in range(i + 1, n)]
    g, adj = both(n, edges)
    got = max_weight_matching(adj)
    assert got == nx.max_weight_matching(g, maxcardinality=True)
    assert len(got) == 4


def test_empty_graph():
    assert max_weight_matching({}) == set()
