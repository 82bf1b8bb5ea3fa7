"""Golden training run of the tiny Llama for LlamaTrainingIT.

Builds the same Llama-style model as org.torchtpu.client.nn.LlamaModel (RMSNorm, rotary
attention in the rotate-half layout with grouped KV heads, SwiGLU, final RMSNorm, untied LM
head; parameter names identical), initialises it with PyTorch's default initialisers under a
fixed seed, and trains it for 20 steps with AdamW and linear-warmup + cosine learning rates on
fixed character-level batches.

It writes
  golden/llama_golden_init.safetensors  the initial weights (written by the `safetensors`
                                        package, read by the Java SDK's own reader)
  golden/llama_golden.json              config, optimiser settings, the token batches, the
                                        learning rate of each step, and two loss curves:
    losses_f32     plain float32 PyTorch
    losses_tpu     the same with every matmul's inputs rounded to bfloat16 and products
                   accumulated in float32 (forward and backward), which is what the
                   simulated TPU's MXU does at DEFAULT precision
    losses_sgd_tpu the first SGD["steps"] steps with SGD (momentum, L2 weight decay, constant
                   learning rate) instead of AdamW, bf16 matmul inputs

Run from e2e-tests/: python3 src/test/golden/generate_llama_golden.py
"""
import json
import math
import os

import torch
from safetensors.torch import save_file

CONFIG = dict(vocab=48, dim=32, layers=2, heads=4, kv_heads=2, hidden=64, norm_eps=1e-5, rope_theta=10000.0)
BATCH, SEQ, STEPS = 4, 16, 20
OPT = dict(peak_lr=1e-2, warmup=5, floor_lr=1e-3, beta1=0.9, beta2=0.95, eps=1e-8, weight_decay=0.1)
SGD = dict(lr=0.05, momentum=0.9, weight_decay=1e-3, steps=8)

TEXT = (
    "the quick brown fox jumps over the lazy dog. a tiny model learns to spell words one letter "
    "at a time, and the loss goes down as it sees the same short text again and again. "
)


def bf16(x):
    return x.to(torch.bfloat16).to(torch.float32)


class TpuMatmul(torch.autograd.Function):
    """a @ b with bf16-rounded inputs and float32 accumulation, backward matmuls likewise."""

    @staticmethod
    def forward(ctx, a, b):
        ctx.save_for_backward(a, b)
        return bf16(a) @ bf16(b)

    @staticmethod
    def backward(ctx, g):
        a, b = ctx.saved_tensors
        return bf16(g) @ bf16(b).transpose(-1, -2), bf16(a).transpose(-1, -2) @ bf16(g)


class Model(torch.nn.Module):
    def __init__(self, c, tpu):
        super().__init__()
        self.c, self.tpu = c, tpu
        d, h, kv, hd = c["dim"], c["heads"], c["kv_heads"], c["dim"] // c["heads"]
        self.embedding = torch.nn.Embedding(c["vocab"], d)
        self.layers = torch.nn.ModuleList()
        for _ in range(c["layers"]):
            block = torch.nn.Module()
            block.attention_norm = RmsNorm(d, c["norm_eps"])
            block.attention = torch.nn.Module()
            block.attention.wq = torch.nn.Linear(d, h * hd, bias=False)
            block.attention.wk = torch.nn.Linear(d, kv * hd, bias=False)
            block.attention.wv = torch.nn.Linear(d, kv * hd, bias=False)
            block.attention.wo = torch.nn.Linear(h * hd, d, bias=False)
            block.mlp_norm = RmsNorm(d, c["norm_eps"])
            block.mlp = torch.nn.Module()
            block.mlp.gate = torch.nn.Linear(d, c["hidden"], bias=False)
            block.mlp.up = torch.nn.Linear(d, c["hidden"], bias=False)
            block.mlp.down = torch.nn.Linear(c["hidden"], d, bias=False)
            self.layers.append(block)
        self.norm = RmsNorm(d, c["norm_eps"])
        self.lm_head = torch.nn.Linear(d, c["vocab"], bias=False)

    def mm(self, a, b):
        return TpuMatmul.apply(a, b) if self.tpu else a @ b

    def linear(self, lin, x):
        return self.mm(x, lin.weight.t())

    def rope(self, x):
        t, hd = x.shape[-2], x.shape[-1]
        half = hd // 2
        inv = torch.tensor([self.c["rope_theta"] ** (-2.0 * i / hd) for i in range(half)], dtype=torch.float64)
        angles = torch.arange(t, dtype=torch.float64)[:, None] * inv[None, :]
        cos = torch.cat([angles.cos(), angles.cos()], -1).float()
        sin = torch.cat([angles.sin(), angles.sin()], -1).float()
        rotated = torch.cat([-x[..., half:], x[..., :half]], -1)
        return x * cos + rotated * sin

    def attention(self, a, x):
        b, t, _ = x.shape
        h, kv = self.c["heads"], self.c["kv_heads"]
        hd = self.c["dim"] // h
        q = self.rope(self.linear(a.wq, x).reshape(b, t, h, hd).transpose(1, 2))
        k = self.rope(self.linear(a.wk, x).reshape(b, t, kv, hd).transpose(1, 2))
        v = self.linear(a.wv, x).reshape(b, t, kv, hd).transpose(1, 2)
        k = k.repeat_interleave(h // kv, dim=1)
        v = v.repeat_interleave(h // kv, dim=1)
        scores = self.mm(q, k.transpose(2, 3)) * (1.0 / math.sqrt(hd))
        mask = torch.triu(torch.full((t, t), -1e9), diagonal=1)
        out = self.mm((scores + mask).softmax(-1), v)
        return self.linear(a.wo, out.transpose(1, 2).reshape(b, t, h * hd))

    def forward(self, ids):
        x = self.embedding(ids)
        for blk in self.layers:
            x = x + self.attention(blk.attention, blk.attention_norm(x))
            m = blk.mlp
            y = blk.mlp_norm(x)
            gate = self.linear(m.gate, y)
            x = x + self.linear(m.down, gate * torch.sigmoid(gate) * self.linear(m.up, y))
        return self.linear(self.lm_head, self.norm(x))


class RmsNorm(torch.nn.Module):
    def __init__(self, d, eps):
        super().__init__()
        self.eps = eps
        self.weight = torch.nn.Parameter(torch.ones(d))

    def forward(self, x):
        return x * torch.rsqrt((x * x).mean(-1, keepdim=True) + self.eps) * self.weight


def lr_at(step):
    o = OPT
    if step < o["warmup"]:
        return o["peak_lr"] * (step + 1) / o["warmup"]
    progress = min(1.0, (step - o["warmup"]) / (STEPS - o["warmup"]))
    return o["floor_lr"] + 0.5 * (o["peak_lr"] - o["floor_lr"]) * (1 + math.cos(math.pi * progress))


def batches():
    chars = sorted(set(TEXT))
    assert len(chars) <= CONFIG["vocab"], len(chars)
    ids = [chars.index(ch) for ch in TEXT]
    out = []
    for step in range(STEPS):
        rows = []
        for b in range(BATCH):
            start = ((step * BATCH + b) * 13) % (len(ids) - SEQ - 1)
            rows.append(ids[start:start + SEQ + 1])
        out.append(rows)
    return out


def train(initial, data, tpu, sgd=False):
    model = Model(CONFIG, tpu)
    model.load_state_dict(initial)
    o = OPT
    if sgd:
        opt = torch.optim.SGD(model.parameters(), lr=SGD["lr"], momentum=SGD["momentum"],
                              weight_decay=SGD["weight_decay"], foreach=False)
    else:
        opt = torch.optim.AdamW(model.parameters(), lr=o["peak_lr"], betas=(o["beta1"], o["beta2"]), eps=o["eps"],
                                weight_decay=o["weight_decay"], foreach=False)
    losses = []
    for step in range(SGD["steps"] if sgd else STEPS):
        for group in opt.param_groups:
            group["lr"] = SGD["lr"] if sgd else lr_at(step)
        tokens = torch.tensor(data[step])
        logits = model(tokens[:, :-1])
        loss = torch.nn.functional.cross_entropy(logits.reshape(-1, CONFIG["vocab"]), tokens[:, 1:].reshape(-1))
        opt.zero_grad()
        loss.backward()
        opt.step()
        losses.append(loss.item())
    return losses


def main():
    torch.manual_seed(0)
    initial = {k: v.detach().clone().contiguous() for k, v in Model(CONFIG, False).state_dict().items()}
    data = batches()
    here = os.path.dirname(os.path.abspath(__file__))
    out_dir = os.path.join(here, "..", "resources", "golden")
    save_file(initial, os.path.join(out_dir, "llama_golden_init.safetensors"), metadata={"source": "generate_llama_golden.py"})
    f32 = train(initial, data, tpu=False)
    tpu = train(initial, data, tpu=True)
    sgd = train(initial, data, tpu=True, sgd=True)
    golden = dict(config=CONFIG, batch=BATCH, seq=SEQ, steps=STEPS, optimizer=OPT, sgd=SGD, text=TEXT,
                  tokens=data, lrs=[lr_at(s) for s in range(STEPS)], losses_f32=f32, losses_tpu=tpu,
                  losses_sgd_tpu=sgd,
                  parameter_names=list(initial.keys()))
    with open(os.path.join(out_dir, "llama_golden.json"), "w") as f:
        json.dump(golden, f, indent=1)
    for s in range(STEPS):
        print(f"step {s:2d} lr {lr_at(s):.5f} loss f32 {f32[s]:.6f} tpu {tpu[s]:.6f} diff {abs(f32[s] - tpu[s]):.2e}")
    print("sgd", sgd)


if __name__ == "__main__":
    main()
