"""PyTorch golden data for the SDK's sort/argsort/topk, flip, pad modes, interpolate and scatter
(with gradients): writes e2e-tests/src/test/resources/golden/sdk_extra_golden.json, read by
SdkExtraOpsIT. Run from the repository root with torch 2.x: python3 e2e-tests/src/test/golden/generate_sdk_extra_golden.py
"""
import json
import os

import numpy as np
import torch
import torch.nn.functional as F

OUT = os.path.join(os.path.dirname(__file__), "..", "resources", "golden", "sdk_extra_golden.json")


def t(a):
    a = a.detach().numpy()
    if a.dtype == np.int64:
        return {"dtype": "S64", "dims": list(a.shape), "values": [int(v) for v in a.ravel()]}
    return {"dtype": "F32", "dims": list(a.shape), "values": [float(v) for v in a.astype(np.float32).ravel()]}


def main():
    rng = np.random.default_rng(1414)
    x = torch.tensor(rng.permutation(15).reshape(3, 5).astype(np.float32) - 7.25, requires_grad=True)
    w = torch.tensor(rng.standard_normal((3, 5)).astype(np.float32))
    img = torch.tensor(rng.standard_normal((1, 2, 3, 4)).astype(np.float32), requires_grad=True)
    idx = torch.tensor(rng.integers(0, 5, (3, 4)), dtype=torch.int64)
    src = torch.tensor(rng.standard_normal((3, 4)).astype(np.float32), requires_grad=True)
    out = {}
    v, i = torch.sort(x, dim=1)
    out["sort_values"], out["sort_indices"] = v, i
    out["sort_grad"] = torch.autograd.grad((v * w).sum(), x)[0]
    out["argsort_desc_dim0"] = torch.argsort(x, dim=0, descending=True, stable=True)
    tv, ti = torch.topk(x, 2, dim=1)
    out["topk_values"], out["topk_indices"] = tv, ti
    out["topk_grad"] = torch.autograd.grad((tv * w[:, :2]).sum(), x)[0]
    sv, si = torch.topk(x, 3, dim=0, largest=False)
    out["bottomk_values"], out["bottomk_indices"] = sv, si
    out["flip"] = torch.flip(x, [0, 1])
    gimg = torch.tensor(rng.standard_normal((1, 2, 6, 7)).astype(np.float32))
    for mode in ["reflect", "replicate", "circular", "constant"]:
        p = F.pad(img, (1, 2, 2, 1), mode=mode, value=0.5) if mode == "constant" else F.pad(img, (1, 2, 2, 1), mode=mode)
        out["pad_" + mode] = p
        out["pad_" + mode + "_grad"] = torch.autograd.grad((p * gimg).sum(), img)[0]
    n = F.interpolate(img, size=(5, 7), mode="nearest")
    b = F.interpolate(img, size=(6, 5), mode="bilinear", align_corners=False)
    out["nearest"] = n
    out["bilinear"] = b
    out["bilinear_grad"] = torch.autograd.grad((b * torch.arange(60.0).reshape(1, 2, 6, 5) / 60).sum(), img)[0]
    base = torch.zeros(3, 5, requires_grad=True)
    sa = base.scatter_add(1, idx, src)
    out["scatter_add"] = sa
    out["scatter_add_grad_src"] = torch.autograd.grad((sa * w).sum(), src)[0]
    uidx = torch.tensor([[0, 2, 4, 1], [3, 1, 0, 2], [4, 3, 2, 1]], dtype=torch.int64)
    sc = x.scatter(1, uidx, src)
    out["scatter"] = sc
    gx, gs = torch.autograd.grad((sc * w).sum(), (x, src))
    out["scatter_grad_self"], out["scatter_grad_src"] = gx, gs
    # three layers scanned in one loop (Loops.forLoop): h = relu(h @ W[i]); the SDK's matmul runs at
    # DEFAULT precision (bf16 inputs, f32 accumulation), so the reference rounds the inputs to bf16
    h0 = torch.tensor(rng.standard_normal((4, 8)).astype(np.float32))
    stack = torch.tensor((rng.standard_normal((3, 8, 8)) / 3).astype(np.float32))
    h = h0
    for i in range(3):
        h = torch.relu(h.bfloat16().float() @ stack[i].bfloat16().float())
    out["scanned_layers"] = h
    doc = {"generator": "e2e-tests/src/test/golden/generate_sdk_extra_golden.py", "torch": torch.__version__,
           "inputs": {"x": t(x), "w": t(w), "img": t(img), "idx": t(idx), "src": t(src), "gimg": t(gimg),
                      "uidx": t(uidx), "h0": t(h0), "stack": t(stack)},
           "expected": {k: t(v) for k, v in out.items()}}
    with open(OUT, "w") as f:
        json.dump(doc, f)


if __name__ == "__main__":
    main()
