"""Writes client-sdk/src/test/resources/safetensors/python_written_fp8.safetensors with Python's safetensors package
from PyTorch float8 tensors (dtypes F8_E4M3 and F8_E5M2 in the file), read by SafeTensorsTest. The values include
each format's largest finite value, a subnormal, -0 and a value that rounds on the cast.

Run from the repository root (Python 3.11, torch 2.13, safetensors 0.8):
    python3 client-sdk/src/test/python/write_safetensors_fp8_sample.py
"""
import os

import torch
from safetensors.torch import save_file

OUT = os.path.join(os.path.dirname(__file__), "..", "resources", "safetensors", "python_written_fp8.safetensors")


def main():
    values = torch.tensor([[1.0, -448.0, 0.1], [-0.0, 2.0 ** -9, 57344.0]])
    tensors = {
        "w.e4m3": values.clamp(-448, 448).to(torch.float8_e4m3fn),
        "g.e5m2": values.to(torch.float8_e5m2),
    }
    save_file(tensors, OUT, metadata={"writer": "write_safetensors_fp8_sample.py"})
    for name, t in tensors.items():
        print(name, t.dtype, t.float().tolist())


if __name__ == "__main__":
    main()
