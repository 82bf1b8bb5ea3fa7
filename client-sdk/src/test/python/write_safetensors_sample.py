"""Writes safetensors/python_written.safetensors with the reference `safetensors` package, for
SafeTensorsTest (the Java reader must read a file it did not write). The values are simple
formulas the test recomputes: f32 = i * 0.25 - 1, bf16/f16 = i * 0.5, i64 = i * 1000 - 3,
i32 = -i, u8 = i * 7 % 256, bool = i % 3 == 0, plus a 0-d f32 and an empty f32 [0, 4].

Run from client-sdk/: python3 src/test/python/write_safetensors_sample.py
"""
import os

import torch
from safetensors.torch import save_file

i6 = torch.arange(6)
tensors = {
    "weights.f32": (i6.float() * 0.25 - 1).reshape(2, 3),
    "weights.bf16": (i6.float() * 0.5).to(torch.bfloat16).reshape(3, 2),
    "weights.f16": (i6.float() * 0.5).to(torch.float16),
    "ids.i64": (i6 * 1000 - 3).reshape(1, 6),
    "ids.i32": (-i6).to(torch.int32),
    "bytes.u8": (i6 * 7 % 256).to(torch.uint8),
    "mask.bool": (i6 % 3 == 0),
    "scalar": torch.tensor(2.5),
    "empty": torch.zeros(0, 4),
}
out = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "resources", "safetensors",
                   "python_written.safetensors")
save_file(tensors, out, metadata={"format": "pt", "writer": "write_safetensors_sample.py"})
print("wrote", out, os.path.getsize(out), "bytes")
