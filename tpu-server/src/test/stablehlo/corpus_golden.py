"""Writing a corpus program's golden files, shared by export_corpus_wave6.py onwards: the module's text
(<name>.mlir) and its json (inputs, JAX's float32 outputs, the float64 reference and per-element tolerances, in
export_corpus.py's format), for the CPU lowering and, when asked, for the TPU one (<name>_tpu, same inputs and
reference). Complex values are written as f32 [..., 2] pairs and float8 ones exactly (export_corpus_wave5's
tensor_json/output_json).
"""
import json
import os

import jax
import numpy as np

import export_corpus
import export_corpus_wave5 as wave5

COMPARISON = ("float outputs: |ours - jax_f32| <= tolerance[i] = 4 * max(max_e, eps32 * (|f64_i| + 1)), "
              "max_e = the tensor's largest |jax_f32 - jax_f64|; NaN where JAX gives NaN; integer outputs exactly")


def write(name, text, doc):
    """<name>.mlir and <name>.json (doc plus the model's name, file and the ops its text uses)."""
    with open(os.path.join(export_corpus.OUT, name + ".mlir"), "w") as f:
        f.write(text)
    doc = dict(doc, model=name, mlir=name + ".mlir", stablehloOps=export_corpus.stablehlo_ops(text))
    with open(os.path.join(export_corpus.OUT, name + ".json"), "w") as f:
        json.dump(doc, f, separators=(",", ":"))
    print(f"{name}: {len(text.splitlines())} lines, ops {doc['stablehloOps']}")


def export(name, description, fn, args, generator, source, tpu="if_differs"):
    """Lowers fn for CPU (jax.jit(fn).lower) and writes it with JAX's outputs on CPU and the x64 reference; tpu
    "always" also writes <name>_tpu as jax.export lowers it for TPU, "if_differs" only when that lowering uses other
    ops (or custom calls where CPU's has none, or the reverse), "never" not at all."""
    text, out32, out64 = export_corpus.lower_and_run(fn, args, wave5.to64)
    doc = {
        "generator": generator,
        "versions": {"jax": jax.__version__, "flax": __import__("flax").__version__, "numpy": np.__version__},
        "description": description,
        "source": source,
        "needsBranch": None,
        "comparison": COMPARISON,
        "inputs": [wave5.tensor_json(f"arg{k}", a) for k, a in enumerate(jax.tree_util.tree_leaves(args))],
        "outputs": [wave5.output_json(f"result[{k}]", a, r) for k, (a, r) in enumerate(zip(out32, out64))],
    }
    write(name, text, doc)
    if tpu == "never":
        return
    with jax.default_matmul_precision("highest"):
        tpu_text = jax.export.export(jax.jit(fn, keep_unused=True), platforms=("tpu",))(*args).mlir_module()
        cpu_text = jax.export.export(jax.jit(fn, keep_unused=True), platforms=("cpu",))(*args).mlir_module() \
            if tpu == "if_differs" else None
    if tpu == "always" or export_corpus.stablehlo_ops(cpu_text) != export_corpus.stablehlo_ops(tpu_text) or \
            ("custom_call" in cpu_text) != ("custom_call" in tpu_text):
        write(name + "_tpu", tpu_text, dict(doc, description=description + " (TPU lowering)"))
