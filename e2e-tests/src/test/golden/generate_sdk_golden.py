#!/usr/bin/env python3
"""Generates SDK-level golden data for the end-to-end tests: PyTorch functions on float32
inputs (softmax, layer norm, GELU, a 2-layer MLP, cross entropy, embedding, reductions,
broadcasting, type promotion), with expectations computed in float64 and tolerances derived per
case from float32 error bounds of the decomposition the SDK runs on the service.

Run from anywhere:  python3 e2e-tests/src/test/golden/generate_sdk_golden.py
Writes e2e-tests/src/test/resources/golden/sdk_golden.json (deterministic; its "format" field
describes the layout).
"""

import json
import math
import os

import numpy as np
import torch
import torch.nn.functional as F

HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.normpath(os.path.join(HERE, "..", "resources", "golden", "sdk_golden.json"))

U = 2.0**-24          # float32 unit roundoff (half an ulp, relative)
ULPS_TRANSC = 4       # ulps allowed per float32 transcendental (as in the executor's golden data)
E_TRANSC = ULPS_TRANSC * 2 * U  # relative error of one transcendental: 4 ulps <= 4 * 2^-23
MARGIN = 2.0          # every derived bound is doubled: evaluation order and the exact
#                       decomposition the SDK picks are not fixed, the first-order terms are

FORMAT = """\
sdk_golden.json: PyTorch reference results for SDK-level functions, for the e2e tests.
Top level: {"format": this text, "generator": path of the script, "versions": {numpy, torch},
"comparison": the element comparison rule, "cases": [case...]}.
case: {
  "name": unique string, e.g. "softmax/4x10/dim-1",
  "call": the PyTorch expression the case stands for, e.g. "torch.softmax(x, dim=-1)",
  "args": {non-tensor arguments by name: dim, keepdim, eps, approximate, scalar...},
  "inputs": [tensor with "name"...]   (named as in "call"),
  "expected": [tensor with "name" and "tolerance"...]   (the outputs, named; intermediates of
              the MLP are outputs too: h1, a1, logits, out),
  "matmulPrecision": "DEFAULT" only on cases with matmuls: "expected" is then what a TPU
              computes for float32 matmuls at DEFAULT precision (matmul inputs rounded to bf16,
              products exact, float32 accumulation), referenced in float64,
  "expectedHighest": [...] only on cases with matmuls: the float64 reference with the float32
              matmul inputs unrounded (HIGHEST precision, and what PyTorch on a CPU computes up
              to float32 rounding), each with its own tolerance,
  "note": optional string}.
tensor: {"name": str, "dtype": "F32"|"BF16"|"S32"|"S64"|"PRED", "dims": [int], "values": [...]}
  row-major flat values; floats are JSON numbers holding the exact float32 (or bf16) value, or
  "NaN"/"Infinity"/"-Infinity"; integers are JSON integers. An output's dtype is the dtype
  PyTorch gives the result (type promotion cases check it).
tolerance: {"atol": num, "rtol": num, "ulps": int, "why": str}: see "comparison". Tolerances are
  derived per case from float32 error bounds of the op-by-op decomposition (each elementwise op
  rounds once, transcendentals within 4 float32 ulps, sums accumulate in float32 in any order),
  doubled for evaluation-order freedom; the "why" gives the terms.
Expected float values are float64 results rounded once to float32 (or the output dtype)."""

COMPARISON = (
    "An element matches when both are NaN; or the values are bit-identical; or, with ulps > 0 "
    "and both finite, they are at most ulps units in the last place (of the output dtype) apart; "
    "or, with atol or rtol > 0 and both finite, |actual - expected| <= atol + rtol * |expected|. "
    "Infinities must match exactly. Integer elements must be equal. ulps, atol and rtol all 0 "
    "means bit-exact.")


# ---------------------------------------------------------------------------------------------

def to_f32(a):
    return np.asarray(a, dtype=np.float64).astype(np.float32).astype(np.float64)


def to_bf16(a):
    """Rounds float32-representable values to bf16, ties to even (as the MXU input does)."""
    t = torch.tensor(np.asarray(a, dtype=np.float32))
    return t.to(torch.bfloat16).double().numpy()


def enc(v):
    v = float(v)
    if math.isnan(v):
        return "NaN"
    if math.isinf(v):
        return "Infinity" if v > 0 else "-Infinity"
    return v


def tensor(name, dtype, arr, tolerance=None):
    arr = np.asarray(arr)
    if dtype in ("F32", "BF16"):
        vals = [enc(v) for v in arr.astype(np.float64).ravel()]
    else:
        vals = [int(v) for v in arr.ravel()]
    t = {"name": name, "dtype": dtype, "dims": list(arr.shape), "values": vals}
    if tolerance is not None:
        t["tolerance"] = tolerance
    return t


def tol(atol=0.0, rtol=0.0, ulps=0, why=""):
    return {"atol": float(atol), "rtol": float(rtol), "ulps": int(ulps), "why": why}


EXACT = tol(why="exact: one correctly rounded float32 operation per element (or pure data movement)")


def within(expected, got, t):
    e = np.asarray(expected, dtype=np.float64)
    g = np.asarray(got, dtype=np.float64)
    return bool(np.all(np.abs(g - e) <= t["atol"] + t["rtol"] * np.abs(e)))


# ---------------------------------------------------------------------------------------------
# Error bounds (first order, per element) of the float32 decompositions

def softmax_parts(z):
    """float64 softmax/log_softmax over the last dim plus per-element float32 error bounds."""
    m = z.max(axis=-1, keepdims=True)
    d = z - m
    e = np.exp(d)
    s = e.sum(axis=-1, keepdims=True)
    c = z.shape[-1]
    # exp(d): argument rounding u|d| + exp's own error; sum of C positives: C u relative
    rel_e = U * np.abs(d) + E_TRANSC
    rel_s = rel_e.max(axis=-1, keepdims=True) + c * U
    soft = e / s
    soft_rel = rel_e + rel_s + U  # final division
    log_s = np.log(s)
    lsm = d - log_s
    # log(s): absolute error = relative error of s + log's own error; then d - log s rounds
    lsm_abs = U * np.abs(d) + rel_s + E_TRANSC * np.abs(log_s) + U * np.abs(lsm)
    return soft, soft_rel, lsm, lsm_abs


def gelu_parts(x, approximate):
    """float64 GELU plus per-element absolute float32 error bound."""
    if approximate == "none":
        t = x / math.sqrt(2.0)
        erf = np.vectorize(math.erf)(t)
        y = 0.5 * x * (1.0 + erf)
        # t rounds (u, plus the rounded constant: 2u relative), erf's slope <= 2/sqrt(pi)
        inner_abs = 2 * U * np.abs(t) * (2 / math.sqrt(math.pi)) * np.exp(-t * t) + E_TRANSC * np.abs(erf)
        one_plus = 1.0 + erf
    else:
        k = math.sqrt(2.0 / math.pi)
        inner = k * (x + 0.044715 * x**3)
        th = np.tanh(inner)
        y = 0.5 * x * (1.0 + th)
        # x^3 (2 roundings), * const, + x, * const: about 5u relative to the larger term
        inner_err = 5 * U * k * (np.abs(x) + 0.044715 * np.abs(x) ** 3)
        inner_abs = inner_err * (1 - th * th) + E_TRANSC * np.abs(th)
        one_plus = 1.0 + th
    abs_err = np.abs(0.5 * x) * (inner_abs + U * np.abs(one_plus)) + 2 * U * np.abs(y)
    slope = np.abs(0.5 * (1.0 + (one_plus - 1.0)) + 0.5 * x * np.sqrt(2 / math.pi) * np.exp(-x * x / 2))
    return y, abs_err, slope


def matmul_bound(a, b):
    """(K+1) u sum_k |a_ik b_kj|: float32 accumulation in any order (+1 for rounded products)."""
    k = a.shape[-1]
    return (k + 1) * U * (np.abs(a) @ np.abs(b))


def bf16_flip_error(a64, a_abs_err):
    """Extra error of bf16(a_f32) vs bf16(a_f64): one bf16 ulp where a's float32 error could
    reach a bf16 rounding midpoint, else 0 (then both round to the same bf16 value)."""
    a32 = to_f32(a64)
    out = np.zeros_like(a64)
    for idx, v in np.ndenumerate(a32):
        if v == 0:
            continue
        e = math.frexp(abs(v))[1]
        ulp = 2.0 ** (e - 1 - 7)
        mid = (math.floor(abs(a64[idx]) / ulp) + 0.5) * ulp
        if abs(abs(a64[idx]) - mid) <= a_abs_err[idx] + U * abs(v):
            out[idx] = ulp  # the two candidates around that midpoint are one ulp apart
    return out


def atol_case(bound, why):
    return tol(atol=MARGIN * float(np.max(bound)) if np.size(bound) else 0.0, why=why)


# ---------------------------------------------------------------------------------------------

def main():
    rng = np.random.default_rng(20260524)
    cases = []

    def add(name, call, args, inputs, expected, note=None, **extra):
        case = {"name": name, "call": call, "args": args, "inputs": inputs, "expected": expected}
        case.update(extra)
        if note:
            case["note"] = note
        cases.append(case)

    # softmax / log_softmax
    for shape in ([4, 10], [2, 3, 7]):
        x = to_f32(rng.standard_normal(shape) * 3)
        soft, soft_rel, lsm, lsm_abs = softmax_parts(x)
        assert np.allclose(soft, F.softmax(torch.tensor(x), dim=-1).numpy(), rtol=1e-12)
        assert np.allclose(lsm, F.log_softmax(torch.tensor(x), dim=-1).numpy(), atol=1e-12)
        st = tol(rtol=MARGIN * float(soft_rel.max()), why=(
            "relative: exp argument rounding u*|x-max| + 4-ulp exp + C*u sum + division, doubled"
            f" (C={shape[-1]})"))
        lt = atol_case(lsm_abs, "absolute: u*|x-max| + relative error of the exp sum + 4-ulp log + final "
                                "subtraction, doubled")
        sname = "x".join(map(str, shape))
        got = F.softmax(torch.tensor(x, dtype=torch.float32), dim=-1).double().numpy()
        assert within(to_f32(soft), got, st), "torch f32 softmax outside tolerance"
        got = F.log_softmax(torch.tensor(x, dtype=torch.float32), dim=-1).double().numpy()
        assert within(to_f32(lsm), got, lt), "torch f32 log_softmax outside tolerance"
        add(f"softmax/{sname}/dim-1", "torch.softmax(x, dim=-1)", {"dim": -1},
            [tensor("x", "F32", x)], [tensor("out", "F32", to_f32(soft), st)])
        add(f"log_softmax/{sname}/dim-1", "torch.log_softmax(x, dim=-1)", {"dim": -1},
            [tensor("x", "F32", x)], [tensor("out", "F32", to_f32(lsm), lt)])

    # layer_norm
    d = 16
    x = to_f32(rng.standard_normal([4, d]) * 2 + 0.5)
    w = to_f32(1 + 0.1 * rng.standard_normal(d))
    b = to_f32(0.1 * rng.standard_normal(d))
    eps = 1e-5
    mu = x.mean(-1, keepdims=True)
    xc = x - mu
    var = (xc * xc).mean(-1, keepdims=True)
    r = 1 / np.sqrt(var + eps)
    n = xc * r
    y = n * w + b
    ref = F.layer_norm(torch.tensor(x), [d], torch.tensor(w), torch.tensor(b), eps).numpy()
    assert np.allclose(y, ref, atol=1e-12)
    mu_err = (d + 1) * U * np.abs(x).mean(-1, keepdims=True)
    xc_err = U * np.abs(xc) + mu_err
    var_rel = (d + 3) * U + 2 * (mu_err / np.sqrt(var))  # squares, sum of D, division, centring
    r_rel = 0.5 * var_rel + E_TRANSC + U  # rsqrt (or sqrt then divide)
    n_err = xc_err * r + np.abs(n) * (r_rel + U)
    y_err = np.abs(w) * n_err + U * np.abs(n * w) + U * np.abs(y)
    lt = atol_case(y_err, f"absolute: float32 mean and variance over D={d} (D u each), centring, "
                          "rsqrt (4 ulps), scale and shift, doubled")
    got = F.layer_norm(torch.tensor(x, dtype=torch.float32), [d], torch.tensor(w, dtype=torch.float32),
                       torch.tensor(b, dtype=torch.float32), eps).double().numpy()
    assert within(to_f32(y), got, lt)
    add("layer_norm/4x16", "torch.nn.functional.layer_norm(x, [16], weight, bias, eps=1e-5)",
        {"normalized_shape": [d], "eps": eps},
        [tensor("x", "F32", x), tensor("weight", "F32", w), tensor("bias", "F32", b)],
        [tensor("out", "F32", to_f32(y), lt)])

    # gelu, both forms
    x = to_f32(np.concatenate([np.linspace(-6, 6, 25), rng.standard_normal(15) * 2]))
    for approximate in ("none", "tanh"):
        y, err, _ = gelu_parts(x, approximate)
        assert np.allclose(y, F.gelu(torch.tensor(x), approximate=approximate).numpy(), atol=1e-12)
        gt = atol_case(err, "absolute: argument rounding through erf/tanh's slope + 4-ulp erf/tanh "
                            "(which cancels in 1 + erf for negative x) + two multiplies, doubled")
        got = F.gelu(torch.tensor(x, dtype=torch.float32), approximate=approximate).double().numpy()
        assert within(to_f32(y), got, gt), approximate
        add(f"gelu/{approximate}", f"torch.nn.functional.gelu(x, approximate='{approximate}')",
            {"approximate": approximate}, [tensor("x", "F32", x)], [tensor("out", "F32", to_f32(y), gt)])

    # 2-layer MLP
    add_mlp(add, rng)

    # cross entropy
    n_rows, c = 6, 5
    logits = to_f32(rng.standard_normal([n_rows, c]) * 2)
    targets = rng.integers(0, c, n_rows)
    _, _, lsm, lsm_abs = softmax_parts(logits)
    per = -lsm[np.arange(n_rows), targets]
    per_err = lsm_abs[np.arange(n_rows), targets]
    mean = per.mean()
    mean_err = per_err.max() + (n_rows + 1) * U * np.abs(per).mean()
    ref = F.cross_entropy(torch.tensor(logits), torch.tensor(targets), reduction="none").numpy()
    assert np.allclose(per, ref, atol=1e-12)
    t_none = atol_case(per_err, "absolute: log_softmax bound at the target class, doubled")
    t_mean = tol(atol=MARGIN * mean_err, why="absolute: log_softmax bound + float32 mean over N, doubled")
    for reduction, out, t in (("mean", to_f32(mean), t_mean), ("none", to_f32(per), t_none)):
        got = F.cross_entropy(torch.tensor(logits, dtype=torch.float32), torch.tensor(targets),
                              reduction=reduction).double().numpy()
        assert within(out, got, t), reduction
        add(f"cross_entropy/{reduction}", f"torch.nn.functional.cross_entropy(logits, targets, "
            f"reduction='{reduction}')", {"reduction": reduction},
            [tensor("logits", "F32", logits), tensor("targets", "S64", targets)],
            [tensor("out", "F32", out, t)])

    # embedding
    weight = to_f32(rng.standard_normal([10, 4]))
    ids = np.array([[1, 2, 9], [0, 2, 5]])
    out = F.embedding(torch.tensor(ids), torch.tensor(weight)).numpy()
    add("embedding/10x4/ids_2x3", "torch.nn.functional.embedding(ids, weight)", {},
        [tensor("ids", "S64", ids), tensor("weight", "F32", weight)],
        [tensor("out", "F32", out, tol(why="exact: a gather of rows"))])

    add_reductions(add, rng)
    add_broadcast_and_promotion(add, rng)

    doc = {"format": FORMAT, "generator": "e2e-tests/src/test/golden/generate_sdk_golden.py",
           "versions": {"numpy": np.__version__, "torch": torch.__version__.split("+")[0]},
           "comparison": COMPARISON, "cases": cases}
    os.makedirs(os.path.dirname(OUT), exist_ok=True)
    with open(OUT, "w") as f:
        lines = ["{"]
        for key, value in doc.items():
            if key != "cases":
                lines.append(f"  {json.dumps(key)}: {json.dumps(value, allow_nan=False)},")
        lines.append('  "cases": [')
        for i, case in enumerate(cases):
            lines.append("    " + json.dumps(case, separators=(",", ":"), allow_nan=False)
                         + ("," if i + 1 < len(cases) else ""))
        lines.append("  ]")
        lines.append("}")
        f.write("\n".join(lines) + "\n")
    print(f"{os.path.relpath(OUT)}: {len(cases)} cases, {os.path.getsize(OUT) / 1e3:.0f} kB")


def add_mlp(add, rng):
    """x[8,32] @ W1[32,64] + b1 -> gelu -> @ W2[64,10] + b2 -> log_softmax."""
    x = to_f32(rng.standard_normal([8, 32]))
    w1 = to_f32(rng.uniform(-1, 1, [32, 64]) / math.sqrt(32))
    b1 = to_f32(rng.uniform(-1, 1, 64) / math.sqrt(32))
    w2 = to_f32(rng.uniform(-1, 1, [64, 10]) / math.sqrt(64))
    b2 = to_f32(rng.uniform(-1, 1, 10) / math.sqrt(64))

    def forward(round_inputs):
        rnd = to_bf16 if round_inputs else (lambda a: a)
        xa, w1a, w2a = rnd(x), rnd(w1), rnd(w2)
        h1 = xa @ w1a + b1
        h1_err = matmul_bound(xa, w1a) + U * np.abs(h1)
        a1, gelu_err, slope = gelu_parts(h1, "none")
        a1_err = slope * h1_err + gelu_err
        a1_in = rnd(to_f32(a1))
        flip = bf16_flip_error(a1, a1_err) if round_inputs else a1_err
        logits = a1_in @ w2a + b2 if round_inputs else a1 @ w2a + b2
        logits_err = matmul_bound(np.abs(a1_in), w2a) + flip @ np.abs(w2a) + U * np.abs(logits)
        _, _, out, lsm_abs = softmax_parts(logits)
        out_err = logits_err + logits_err.max(axis=-1, keepdims=True) + lsm_abs
        return {"h1": (h1, h1_err), "a1": (a1, a1_err), "logits": (logits, logits_err),
                "out": (out, out_err)}, int(np.count_nonzero(flip)) if round_inputs else 0

    default, flips = forward(True)
    highest, _ = forward(False)
    why = {
        "h1": "(K+1) u sum|x_ik w_kj| (float32 accumulation, K=32) + bias add",
        "a1": "h1's bound through GELU's slope + GELU's own float32 error",
        "logits": "(K+1) u sum|a_ik w_kj| (K=64) + bias add + a bf16 ulp of every a1 element whose "
                  "float32 error could cross a bf16 rounding midpoint (DEFAULT only)",
        "out": "logits' bound (own element + the row's largest, through log-sum-exp) + "
               "log_softmax's own float32 error",
    }

    def outputs(stages, label):
        res = []
        for name in ("h1", "a1", "logits", "out"):
            val, err = stages[name]
            res.append(tensor(name, "F32", to_f32(val),
                              atol_case(err, f"{label}: absolute, {why[name]}, doubled")))
        return res

    # PyTorch cross-checks: float32 CPU (HIGHEST-like) and the same with bf16-rounded matmul inputs
    tx, tw1, tb1, tw2, tb2 = (torch.tensor(a, dtype=torch.float32) for a in (x, w1, b1, w2, b2))
    for round_inputs, stages in ((False, highest), (True, default)):
        rnd = (lambda t: t.to(torch.bfloat16).float()) if round_inputs else (lambda t: t)
        h1 = rnd(tx) @ rnd(tw1) + tb1
        a1 = F.gelu(h1)
        logits = rnd(a1) @ rnd(tw2) + tb2
        out = F.log_softmax(logits, dim=-1)
        for name, got in (("h1", h1), ("a1", a1), ("logits", logits), ("out", out)):
            val, err = stages[name]
            t = atol_case(err, "")
            assert within(to_f32(val), got.double().numpy(), t), (name, round_inputs)
    gap = float(np.max(np.abs(default["out"][0] - highest["out"][0])))
    default_tol = MARGIN * float(np.max(default["out"][1]))
    add("mlp/8x32-64-10", "log_softmax(gelu(x @ W1 + b1) @ W2 + b2, dim=-1)", {"gelu": "none"},
        [tensor("x", "F32", x), tensor("W1", "F32", w1), tensor("b1", "F32", b1),
         tensor("W2", "F32", w2), tensor("b2", "F32", b2)],
        outputs(default, "DEFAULT"), matmulPrecision="DEFAULT",
        expectedHighest=outputs(highest, "HIGHEST"),
        note=(f"DEFAULT and HIGHEST 'out' differ by up to {gap:.2g} (DEFAULT tolerance "
              f"{default_tol:.2g}), so comparing with the wrong one fails. {flips} of the 512 a1 "
              "elements lie close enough to a bf16 rounding midpoint that float32 error could "
              "round them the other way at the second matmul's input; one bf16 ulp for each is "
              "in the DEFAULT logits/out tolerances."))


def add_reductions(add, rng):
    x = to_f32(rng.standard_normal([3, 4, 5]) * 4)
    tx = torch.tensor(x)

    def sum_tol(n, absum):
        return tol(atol=MARGIN * ((n + 1) * U * float(np.max(absum))), why=(
            f"absolute: float32 sum of N={n} in any order: (N+1) u max sum|x|, doubled"))

    for dims, keepdim in (((1,), False), ((0, 2), True), ((-1,), True), (None, False)):
        dlist = list(range(3)) if dims is None else [d % 3 for d in dims]
        n = int(np.prod([x.shape[d] for d in dlist]))
        s = x.sum(axis=tuple(dlist), keepdims=keepdim)
        absum = np.abs(x).sum(axis=tuple(dlist), keepdims=keepdim)
        ref = (tx.sum() if dims is None else tx.sum(dim=dims, keepdim=keepdim)).numpy()
        assert np.allclose(s, ref, atol=1e-12)
        call_args = "" if dims is None else f"dim={list(dims) if len(dims) > 1 else dims[0]}, keepdim={keepdim}"
        args = {} if dims is None else {"dim": list(dims), "keepdim": keepdim}
        st = sum_tol(n, absum)
        add(f"sum/{'all' if dims is None else 'dim' + ''.join(map(str, dims))}/keepdim={keepdim}",
            f"torch.sum(x{', ' + call_args if call_args else ''})", args, [tensor("x", "F32", x)],
            [tensor("out", "F32", to_f32(s), st)])
        m = s / n
        mt = tol(atol=MARGIN * ((n + 1) * U * float(np.max(absum)) / n + U * float(np.max(np.abs(m)))),
                 why=f"absolute: the sum's bound / N + the division's rounding, doubled (N={n})")
        add(f"mean/{'all' if dims is None else 'dim' + ''.join(map(str, dims))}/keepdim={keepdim}",
            f"torch.mean(x{', ' + call_args if call_args else ''})", args, [tensor("x", "F32", x)],
            [tensor("out", "F32", to_f32(m), mt)])
    for dim, keepdim in ((1, False), (2, True)):
        vals, idx = tx.max(dim=dim, keepdim=keepdim)
        add(f"max/dim{dim}/keepdim={keepdim}", f"torch.max(x, dim={dim}, keepdim={keepdim})",
            {"dim": dim, "keepdim": keepdim}, [tensor("x", "F32", x)],
            [tensor("values", "F32", vals.numpy(), tol(why="exact: max selects an element")),
             tensor("indices", "S64", idx.numpy(), tol(why="exact: no ties in the input"))])
    add("max/all", "torch.max(x)", {}, [tensor("x", "F32", x)],
        [tensor("out", "F32", tx.max().numpy(), tol(why="exact: max selects an element"))])


def add_broadcast_and_promotion(add, rng):
    a = to_f32(rng.standard_normal([4, 1, 3]))
    b = to_f32(rng.standard_normal([2, 3]))
    out = (torch.tensor(a, dtype=torch.float32) + torch.tensor(b, dtype=torch.float32))
    assert list(out.shape) == [4, 2, 3]
    add("broadcast_add/4x1x3+2x3", "a + b", {}, [tensor("a", "F32", a), tensor("b", "F32", b)],
        [tensor("out", "F32", out.double().numpy(), EXACT)], note="result shape [4, 2, 3]")

    i = rng.integers(-1000, 1000, [2, 3]).astype(np.int32)
    f = to_f32(rng.standard_normal([2, 3]) * 10)
    out = torch.tensor(i) + torch.tensor(f, dtype=torch.float32)
    assert out.dtype == torch.float32
    add("promotion/int32+float32", "i + f  (int32 tensor + float32 tensor -> float32)", {},
        [tensor("i", "S32", i), tensor("f", "F32", f)],
        [tensor("out", "F32", out.double().numpy(), EXACT)],
        note="|i| < 2^24, so the int32 -> float32 conversion is exact; one float32 add")

    for scalar, t in ((2.5, EXACT), (0.1, tol(ulps=1, why=(
            "PyTorch rounds the Python scalar to float32 and multiplies in float32; multiplying "
            "by the double 0.1 and rounding once can differ by 1 ulp")))):
        out = torch.tensor(i) * scalar
        assert out.dtype == torch.float32
        add(f"promotion/int32*python_float/{scalar}", f"i * {scalar}  (int32 tensor * Python float -> float32)",
            {"scalar": scalar}, [tensor("i", "S32", i)], [tensor("out", "F32", out.double().numpy(), t)])

    out = torch.tensor(i) * 3
    assert out.dtype == torch.int32
    add("promotion/int32*python_int", "i * 3  (int32 tensor * Python int -> int32)", {"scalar": 3},
        [tensor("i", "S32", i)], [tensor("out", "S32", out.numpy(), tol(why="exact integer multiply"))])

    j = np.where(i == 0, 7, i).astype(np.int32)
    out = torch.tensor(i) / torch.tensor(j)
    assert out.dtype == torch.float32
    add("promotion/int32/int32_true_division", "i / j  (int32 / int32 -> float32, true division)", {},
        [tensor("i", "S32", i), tensor("j", "S32", j)],
        [tensor("out", "F32", out.double().numpy(), EXACT)],
        note="both convert exactly to float32; one correctly rounded float32 division")

    hb = torch.tensor(rng.standard_normal([2, 3]), dtype=torch.float32).to(torch.bfloat16)
    f2 = torch.tensor(to_f32(rng.standard_normal([2, 3])), dtype=torch.float32)
    out = hb + f2
    assert out.dtype == torch.float32
    add("promotion/bf16+float32", "h + f  (bfloat16 tensor + float32 tensor -> float32)", {},
        [tensor("h", "BF16", hb.double().numpy()), tensor("f", "F32", f2.double().numpy())],
        [tensor("out", "F32", out.double().numpy(), EXACT)],
        note="bf16 widens exactly to float32; one float32 add")


if __name__ == "__main__":
    main()
