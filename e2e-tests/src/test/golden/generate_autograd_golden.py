#!/usr/bin/env python3
"""Generates autograd golden data for AutogradIT: per-op cases and a small MLP, each a scalar
loss of float32 inputs with PyTorch's gradient of every input that requires grad, computed in
float64 (inputs are exact float32 values, so the reference is the exact-arithmetic gradient up
to float64 rounding).

Run from anywhere:  python3 e2e-tests/src/test/golden/generate_autograd_golden.py
Writes e2e-tests/src/test/resources/golden/autograd_golden.json (deterministic).
"""

import json
import os

import numpy as np
import torch
import torch.nn.functional as F

HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.normpath(os.path.join(HERE, "..", "resources", "golden", "autograd_golden.json"))

FORMAT = """\
autograd_golden.json: PyTorch gradients for the SDK's autograd, for AutogradIT.
Top level: {"format": this text, "generator": script path, "versions": {...}, "comparison": rule,
"cases": [case...]}.
case: {"name": unique string naming the op family first ("mul/broadcast"), "call": the PyTorch
  expression of the op's outputs, "loss": "half_square" (loss = sum over outputs of
  0.5 * sum(out^2), so every output element gets a different gradient) or "scalar" (the single
  output is the loss), "inputs": [tensor...] with "requires_grad" true/false,
  "expected_loss": float64 number, "grads": [tensor named as the input it belongs to]}.
tensor: {"name", "dtype": "F32"|"S64"|"PRED", "dims": [int], "values": row-major flat list}.
Matmuls in the SDK run at HIGHEST precision for these cases (float32 inputs unrounded)."""

COMPARISON = (
    "|actual - expected| <= atol + rtol * |expected| per element with rtol = 2e-4 and atol = 1e-5 * "
    "max(1, max|expected| of that tensor). Why: forward and backward are float32 chains of at most a few "
    "dozen roundings (each <= 2^-24 relative, transcendentals a few ulps) and sums of <= 64 terms, so "
    "errors relative to the magnitudes flowing through stay far below 1e-5; 2e-4 leaves room for the "
    "cancellation in softmax, layer-norm and cross-entropy backward (differences of nearby terms), "
    "and atol scaled to the tensor's largest gradient covers elements whose gradient cancels to ~0.")

rng = np.random.default_rng(20261123)


def f32(a):
    return np.asarray(a, dtype=np.float32)


def randn(*shape, scale=1.0):
    return f32(rng.standard_normal(shape) * scale)


def positive(*shape, low=0.5, high=2.0):
    return f32(rng.uniform(low, high, shape))


def tensor_json(name, array, dtype, requires_grad=None):
    a = np.asarray(array)
    out = {"name": name, "dtype": dtype, "dims": list(a.shape)}
    if dtype == "F32":
        out["values"] = [float(v) for v in a.astype(np.float64).reshape(-1)]
    elif dtype == "PRED":
        out["values"] = [bool(v) for v in a.reshape(-1)]
    else:
        out["values"] = [int(v) for v in a.reshape(-1)]
    if requires_grad is not None:
        out["requires_grad"] = requires_grad
    return out


cases = []


def case(name, call, fn, inputs, loss="half_square"):
    """inputs: list of (name, numpy array, kind) with kind 'grad' (float, requires grad), 'const' (float, no grad),
    'long' (int64), 'pred'."""
    tensors = {}
    for n, a, kind in inputs:
        if kind == "grad":
            tensors[n] = torch.tensor(np.asarray(a, dtype=np.float64), requires_grad=True)
        elif kind == "const":
            tensors[n] = torch.tensor(np.asarray(a, dtype=np.float64))
        elif kind == "long":
            tensors[n] = torch.tensor(np.asarray(a, dtype=np.int64))
        else:
            tensors[n] = torch.tensor(np.asarray(a, dtype=bool))
    outs = fn(tensors)
    if not isinstance(outs, (list, tuple)):
        outs = [outs]
    if loss == "scalar":
        total = outs[0]
    else:
        total = sum(0.5 * (o * o).sum() for o in outs)
    total.backward()
    dtype_of = {"grad": "F32", "const": "F32", "long": "S64", "pred": "PRED"}
    cases.append({
        "name": name,
        "call": call,
        "loss": loss,
        "inputs": [tensor_json(n, a, dtype_of[k], k == "grad") for n, a, k in inputs],
        "expected_loss": float(total.item()),
        "grads": [tensor_json(n, tensors[n].grad.numpy(), "F32") for n, a, k in inputs if k == "grad"],
    })


# ---------------------------------------------------------------- elementwise
case("add/broadcast", "x + y", lambda t: t["x"] + t["y"], [("x", randn(3, 4), "grad"), ("y", randn(4), "grad")])
case("sub/broadcast", "x - y", lambda t: t["x"] - t["y"], [("x", randn(2, 3), "grad"), ("y", randn(2, 1), "grad")])
case("mul/broadcast", "x * y", lambda t: t["x"] * t["y"], [("x", randn(3, 4), "grad"), ("y", randn(1, 4), "grad")])
case("mul/shared", "x * x * y", lambda t: t["x"] * t["x"] * t["y"], [("x", randn(5), "grad"), ("y", randn(5), "grad")])
case("div/tensor", "x / y", lambda t: t["x"] / t["y"], [("x", randn(3, 4), "grad"), ("y", positive(3, 4), "grad")])
case("scalar/chain", "-(((x * 2.5 + 1.0) - 0.5) / 4.0)", lambda t: -(((t["x"] * 2.5 + 1.0) - 0.5) / 4.0),
     [("x", randn(6), "grad")])
case("exp", "exp(x)", lambda t: torch.exp(t["x"]), [("x", randn(2, 5), "grad")])
case("log", "log(x)", lambda t: torch.log(t["x"]), [("x", positive(2, 5), "grad")])
case("tanh", "tanh(x)", lambda t: torch.tanh(t["x"]), [("x", randn(2, 5), "grad")])
case("sigmoid", "sigmoid(x)", lambda t: torch.sigmoid(t["x"]), [("x", randn(2, 5), "grad")])
case("relu", "relu(x)", lambda t: torch.relu(t["x"]), [("x", randn(2, 5), "grad")])
case("gelu/none", "gelu(x)", lambda t: F.gelu(t["x"]), [("x", randn(2, 5), "grad")])
case("gelu/tanh", "gelu(x, approximate='tanh')", lambda t: F.gelu(t["x"], approximate="tanh"),
     [("x", randn(2, 5), "grad")])
case("sqrt", "sqrt(x)", lambda t: torch.sqrt(t["x"]), [("x", positive(2, 5), "grad")])
case("rsqrt", "rsqrt(x)", lambda t: torch.rsqrt(t["x"]), [("x", positive(2, 5), "grad")])
case("pow/scalar", "x ** 3.0", lambda t: t["x"] ** 3.0, [("x", randn(2, 5), "grad")])
case("pow/tensor", "x ** y", lambda t: t["x"] ** t["y"], [("x", positive(2, 3), "grad"), ("y", randn(3), "grad")])
case("maximum/ties", "torch.maximum(x, y)", lambda t: torch.maximum(t["x"], t["y"]),
     [("x", f32([[1, 2, 3], [4, 5, 6]]), "grad"), ("y", f32([3, 2, 1]), "grad")])
case("minimum", "torch.minimum(x, y)", lambda t: torch.minimum(t["x"], t["y"]),
     [("x", randn(2, 3), "grad"), ("y", randn(2, 3), "grad")])
case("where", "where(c, x * 2.0, y)", lambda t: torch.where(t["c"], t["x"] * 2.0, t["y"]),
     [("c", rng.standard_normal((3, 4)) > 0, "pred"), ("x", randn(3, 4), "grad"), ("y", randn(4), "grad")])
case("to/bf16", "x.to(bfloat16).to(float32) * y",
     lambda t: t["x"].to(torch.float32).to(torch.bfloat16).to(torch.float64) * t["y"],
     [("x", randn(6), "grad"), ("y", randn(6), "grad")])

# ---------------------------------------------------------------- matrix products
case("matmul/2d", "a @ b", lambda t: t["a"] @ t["b"], [("a", randn(3, 5), "grad"), ("b", randn(5, 4), "grad")])
case("matmul/batched-broadcast", "a @ b", lambda t: t["a"] @ t["b"],
     [("a", randn(2, 1, 3, 4), "grad"), ("b", randn(3, 4, 5), "grad")])
case("matmul/vector-matrix", "a @ b", lambda t: t["a"] @ t["b"], [("a", randn(5), "grad"), ("b", randn(2, 5, 3), "grad")])
case("matmul/matrix-vector", "a @ b", lambda t: t["a"] @ t["b"], [("a", randn(2, 3, 5), "grad"), ("b", randn(5), "grad")])
case("linear", "F.linear(x, w, b)", lambda t: F.linear(t["x"], t["w"], t["b"]),
     [("x", randn(2, 3, 4), "grad"), ("w", randn(5, 4), "grad"), ("b", randn(5), "grad")])

# ---------------------------------------------------------------- reductions
case("sum/dims-keepdim", "x.sum((0, 2), keepdim=True)", lambda t: t["x"].sum((0, 2), keepdim=True),
     [("x", randn(2, 3, 4), "grad")])
case("sum/all", "x.sum() * x.sum(1)", lambda t: [t["x"].sum(), t["x"].sum(1)], [("x", randn(3, 4), "grad")])
case("mean/dim", "[x.mean(1), x.mean()]", lambda t: [t["x"].mean(1), t["x"].mean()], [("x", randn(2, 3, 4), "grad")])
ties = f32([[1, 3, 3, 2], [4, 0, 1, 4], [2, 2, 2, 2]])
case("amax/ties", "x.amax(1)", lambda t: t["x"].amax(1), [("x", ties, "grad")],)
case("amax/keepdim", "x.amax(0, keepdim=True)", lambda t: t["x"].amax(0, keepdim=True), [("x", randn(3, 4), "grad")])
case("max/all", "x.max()", lambda t: t["x"].max(), [("x", randn(3, 4), "grad")])
case("max/dim", "x.max(1).values", lambda t: t["x"].max(1).values, [("x", randn(3, 4), "grad")])

# ---------------------------------------------------------------- nn functions
case("softmax", "softmax(x, -1)", lambda t: torch.softmax(t["x"], -1), [("x", randn(3, 5), "grad")])
case("log_softmax", "log_softmax(x, 0)", lambda t: torch.log_softmax(t["x"], 0), [("x", randn(3, 5), "grad")])
case("layer_norm", "layer_norm(x, [4], w, b, 1e-5)",
     lambda t: F.layer_norm(t["x"], [4], t["w"], t["b"], 1e-5),
     [("x", randn(2, 3, 4), "grad"), ("w", randn(4), "grad"), ("b", randn(4), "grad")])
case("cross_entropy", "cross_entropy(logits, targets)", lambda t: F.cross_entropy(t["logits"], t["targets"]),
     [("logits", randn(4, 5), "grad"), ("targets", np.array([1, 0, 4, 1]), "long")], loss="scalar")
case("cross_entropy/ignore", "cross_entropy(logits, targets, ignore_index=2)",
     lambda t: F.cross_entropy(t["logits"], t["targets"], ignore_index=2),
     [("logits", randn(4, 5), "grad"), ("targets", np.array([2, 0, 3, 2]), "long")], loss="scalar")
case("embedding", "F.embedding(idx, w)", lambda t: F.embedding(t["idx"], t["w"]),
     [("w", randn(6, 3), "grad"), ("idx", np.array([[1, 4, 1, 0], [5, 1, 4, 4]]), "long")])
case("gather", "torch.gather(x, 1, idx)", lambda t: torch.gather(t["x"], 1, t["idx"]),
     [("x", randn(3, 4), "grad"), ("idx", np.array([[0, 3, 3], [2, 2, 1]]), "long")])
case("index_select", "torch.index_select(x, 1, idx)", lambda t: torch.index_select(t["x"], 1, t["idx"]),
     [("x", randn(2, 4), "grad"), ("idx", np.array([3, 0, 3, 1, 3]), "long")])

# ---------------------------------------------------------------- shapes and views
case("views/chain", "x.permute(2, 0, 1).reshape(4, 6).t().unsqueeze(0).transpose(1, 2).squeeze(0).flatten()",
     lambda t: t["x"].permute(2, 0, 1).reshape(4, 6).t().unsqueeze(0).transpose(1, 2).squeeze(0).flatten() * t["y"],
     [("x", randn(2, 3, 4), "grad"), ("y", randn(24), "const")])
case("expand", "x.expand(2, 3, 4) * y", lambda t: t["x"].expand(2, 3, 4) * t["y"],
     [("x", randn(3, 1), "grad"), ("y", randn(2, 3, 4), "const")])
case("slice/step", "x[:, 1:6:2]", lambda t: t["x"][:, 1:6:2], [("x", randn(4, 6), "grad")])
case("narrow-select", "[x.narrow(0, 1, 2), x.select(1, -1)]",
     lambda t: [t["x"].narrow(0, 1, 2) * 3.0, t["x"].select(1, -1)], [("x", randn(4, 6), "grad")])
case("cat", "cat([x, y], 1)", lambda t: torch.cat([t["x"], t["y"]], 1) * t["z"],
     [("x", randn(2, 3), "grad"), ("y", randn(2, 2), "grad"), ("z", randn(2, 5), "const")])
case("stack", "stack([x, y], 1)", lambda t: torch.stack([t["x"], t["y"]], 1) * t["z"],
     [("x", randn(2, 3), "grad"), ("y", randn(2, 3), "grad"), ("z", randn(2, 2, 3), "const")])

# ---------------------------------------------------------------- a small MLP
def mlp(t):
    h = F.gelu(t["x"] @ t["w1"] + t["b1"])
    h = F.layer_norm(h, [8], t["g"], t["beta"], 1e-5)
    logits = torch.tanh(h) @ t["w2"] + t["b2"]
    return F.cross_entropy(logits, t["targets"])


case("mlp", "cross_entropy(tanh(layer_norm(gelu(x @ w1 + b1))) @ w2 + b2, targets)", mlp,
     [("x", randn(6, 5), "grad"), ("w1", randn(5, 8, scale=0.5), "grad"), ("b1", randn(8, scale=0.1), "grad"),
      ("g", positive(8), "grad"), ("beta", randn(8, scale=0.1), "grad"),
      ("w2", randn(8, 4, scale=0.5), "grad"), ("b2", randn(4, scale=0.1), "grad"),
      ("targets", np.array([0, 3, 1, 2, 3, 0]), "long")], loss="scalar")

# ---------------------------------------------------------------- convolutions, pooling, cumulative ops
# (the SDK's convolutions run at HIGHEST here too; the cases come last so the earlier cases keep their inputs)
case("conv2d/stride-pad-dilation-groups", "F.conv2d(x, w, b, (2, 1), (1, 2), (1, 2), 2)",
     lambda t: F.conv2d(t["x"], t["w"], t["b"], (2, 1), (1, 2), (1, 2), 2),
     [("x", randn(2, 4, 7, 6), "grad"), ("w", randn(6, 2, 3, 3, scale=0.5), "grad"), ("b", randn(6), "grad")])
case("conv1d/stride", "F.conv1d(x, w, None, 2, 1)", lambda t: F.conv1d(t["x"], t["w"], None, 2, 1),
     [("x", randn(2, 3, 9), "grad"), ("w", randn(4, 3, 3, scale=0.5), "grad")])
case("conv3d", "F.conv3d(x, w, None, (1, 2, 1), (1, 0, 1))",
     lambda t: F.conv3d(t["x"], t["w"], None, (1, 2, 1), (1, 0, 1)),
     [("x", randn(1, 2, 4, 5, 4), "grad"), ("w", randn(3, 2, 2, 3, 2, scale=0.5), "grad")])
case("conv_transpose2d/groups-output-padding", "F.conv_transpose2d(x, w, b, 2, 1, 1, 2)",
     lambda t: F.conv_transpose2d(t["x"], t["w"], t["b"], 2, 1, 1, 2),
     [("x", randn(2, 4, 3, 4), "grad"), ("w", randn(4, 3, 3, 3, scale=0.5), "grad"), ("b", randn(6), "grad")])
case("max_pool2d/pad", "F.max_pool2d(x, 3, 2, 1)", lambda t: F.max_pool2d(t["x"], 3, 2, 1),
     [("x", randn(2, 3, 7, 6), "grad")])
case("avg_pool2d/pad", "F.avg_pool2d(x, 3, 2, 1)", lambda t: F.avg_pool2d(t["x"], 3, 2, 1),
     [("x", randn(2, 2, 7, 6), "grad")])
case("adaptive_avg_pool2d", "F.adaptive_avg_pool2d(x, (3, 4))", lambda t: F.adaptive_avg_pool2d(t["x"], (3, 4)),
     [("x", randn(1, 2, 7, 6), "grad")])
case("cumsum", "[x.cumsum(1), x.cumsum(0)]", lambda t: [torch.cumsum(t["x"], 1), torch.cumsum(t["x"], 0)],
     [("x", randn(3, 5), "grad")])
case("cumprod/zero", "x.cumprod(1)", lambda t: torch.cumprod(t["x"], 1),
     [("x", f32([[0.5, -1.5, 0.0, 2.0, 1.25], [1.1, 0.9, -0.7, 1.3, 0.6]]), "grad")])

doc = {
    "format": FORMAT,
    "generator": "e2e-tests/src/test/golden/generate_autograd_golden.py",
    "versions": {"numpy": np.__version__, "torch": torch.__version__},
    "comparison": COMPARISON,
    "cases": cases,
}
os.makedirs(os.path.dirname(OUT), exist_ok=True)
with open(OUT, "w") as f:
    json.dump(doc, f, indent=1)
    f.write("\n")
print("wrote", OUT, len(cases), "cases")
