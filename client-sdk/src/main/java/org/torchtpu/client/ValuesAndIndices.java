package org.torchtpu.client;

/** What {@code max(dim)} and {@code min(dim)} return, as PyTorch's (values, indices) pair; indices are s64. */
public record ValuesAndIndices(Tensor values, Tensor indices) {}
