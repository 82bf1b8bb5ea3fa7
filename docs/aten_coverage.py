"""Core ATen coverage of the client SDK: prints the summary and table of docs/aten-coverage.md.

The status of each op is a hand classification against the SDK (client-sdk Tensor, Session,
nn, Loops): "SDK method", "decomposes" (written exactly with SDK methods), "missing" (with the
reason). When torch is installed, the op list is checked against
the ops torch tags core, so a torch upgrade that adds ops shows up as an error.
"""
S='SDK method'; D='decomposes'; M='missing'
t = {
'_adaptive_avg_pool2d':(S,'Pooling.adaptiveAvgPool2d'),'_adaptive_avg_pool2d_backward':(S,'its autograd'),
'_adaptive_avg_pool3d':(M,'3-D adaptive pooling: not written (2-D only)'),
'_cdist_forward':(D,'sub/pow/sum/sqrt over unsqueezed operands'),'_embedding_bag':(M,'needs a segment sum (scatter-add), not in the SDK'),
'_fft_c2r':(M,'no complex dtype in the op set'),'_fft_r2c':(M,'no complex dtype in the op set'),
'_local_scalar_dense':(S,'item()'),'_log_softmax':(S,'logSoftmax'),
'_native_batch_norm_legit':(S,'nn.BatchNorm2d'),'_native_batch_norm_legit_no_training':(S,'nn.BatchNorm2d in eval mode'),
'_pdist_forward':(D,'as cdist'),'_softmax':(S,'softmax'),'_to_copy':(S,'to(dtype)'),
'abs':(S,''),'acos':(D,'atan2(sqrt(1-x^2), x) (wire op atan2)'),'acosh':(D,'log(x + sqrt(x^2-1))'),
'add':(S,''),'addmm':(D,'mm + add'),'alias':(S,'view'),'amax':(S,''),'amin':(S,''),'any':(D,'ne(0) then amax'),
'arange':(S,''),'argmax':(S,''),'argmin':(S,''),'as_strided':(D,'gather with computed indices'),
'asin':(D,'atan2(x, sqrt(1-x^2))'),'asinh':(D,'log(x + sqrt(x^2+1))'),'atan':(D,'atan2(x, 1)'),
'atan2':(M,'wire op exists, no SDK method yet'),'atanh':(D,'0.5 * log1p(2x/(1-x))'),
'avg_pool2d':(S,'Pooling.avgPool2d'),'avg_pool2d_backward':(S,'its autograd'),'avg_pool3d':(S,'Pooling.avgPool (3 spatial dims)'),
'bitwise_and':(M,'wire ops and/or/xor/not exist for integers; SDK has only the logical (pred) forms'),
'bitwise_not':(M,'as bitwise_and'),'bitwise_or':(M,'as bitwise_and'),'bitwise_xor':(M,'as bitwise_and'),
'bmm':(S,''),'cat':(S,''),'ceil':(S,''),'clamp':(S,''),'clone':(S,'contiguous'),
'col2im':(M,'fold: a scatter-add of windows, not in the SDK'),'constant_pad_nd':(S,'Resampling.pad CONSTANT'),
'convolution':(S,'Convolutions conv1d/2d/3d'),'convolution_backward':(S,'their autograd'),'copy':(S,'contiguous'),
'cos':(S,''),'cosh':(D,'(exp(x) + exp(-x)) / 2'),'cumsum':(S,'Pooling.cumsum (reduce_window)'),
'diagonal':(D,'gather with iota indices'),'div':(S,''),'elu':(D,'where(x > 0, x, expm1(x))'),
'embedding':(S,''),'embedding_dense_backward':(S,'embedding autograd'),'empty':(S,'zeros'),'empty_strided':(S,'zeros'),
'eq':(S,''),'erf':(S,''),'exp':(S,''),'expand':(S,''),'expm1':(S,''),'fill':(S,'full'),
'flip':(S,'Resampling.flip'),'floor':(S,''),
'fmod':(D,'x - y * trunc(x / y)'),'full':(S,''),'full_like':(S,'full'),'gather':(S,''),'ge':(S,''),'gelu':(S,''),
'grid_sampler_2d':(M,'bilinear sampling at data-dependent points: gathers of four corners; not written'),
'gt':(S,''),'hardtanh':(D,'clamp'),'index':(D,'indexSelect / gather'),'index_put':(D,'Scatters.scatter / scatterAdd on flattened indices'),
'index_select':(S,'indexSelect'),'isinf':(D,'abs(x) == inf'),'isnan':(D,'x != x'),'le':(S,''),
'leaky_relu':(D,'where(x > 0, x, a * x)'),'log':(S,''),'log10':(D,'log(x) / ln 10'),'log1p':(S,''),
'log2':(D,'log(x) / ln 2'),'logical_and':(S,''),'logical_not':(S,''),'logical_or':(S,''),'logical_xor':(S,''),
'lt':(S,''),'masked_scatter':(M,'data-dependent positions (a prefix sum of the mask, then scatter)'),
'max':(S,''),'max_pool2d_with_indices':(S,'Pooling.maxPool2d'),'max_pool2d_with_indices_backward':(S,'autograd of maxPool (select_and_scatter)'),
'max_pool3d_with_indices':(S,'Pooling.maxPool (3 spatial dims)'),'maximum':(S,''),'mean':(S,''),'min':(S,''),'minimum':(S,''),
'mm':(S,''),'mul':(S,''),'native_dropout':(D,'rand + where'),'native_group_norm':(S,'nn.GroupNorm'),
'native_group_norm_backward':(S,'its autograd'),'native_layer_norm':(S,'layerNorm'),
'native_layer_norm_backward':(S,'layerNorm autograd'),'ne':(S,''),'neg':(S,''),
'nonzero':(M,'output shape depends on the data (TorchTPU names it as a data-dependent op to avoid)'),
'permute':(S,''),'pow':(S,''),'prod':(S,''),'rand':(S,''),'randn':(S,''),
'randperm':(D,'Sorting.argsort of rand'),'reciprocal':(D,'1 / x'),
'reflection_pad1d':(S,'Resampling.pad REFLECT'),'reflection_pad2d':(S,'Resampling.pad REFLECT'),
'reflection_pad3d':(S,'Resampling.pad REFLECT'),'relu':(S,''),'remainder':(D,'x - y * floor(x / y)'),
'repeat':(D,'expand + reshape'),'replication_pad2d':(S,'Resampling.pad REPLICATE'),'replication_pad3d':(S,'Resampling.pad REPLICATE'),
'round':(S,''),'rsqrt':(S,''),'scalar_tensor':(S,'full'),'scatter':(S,'Scatters.scatter'),
'scatter_add':(S,'Scatters.scatterAdd'),'scatter_reduce':(M,'sum is Scatters.scatterAdd; amax/amin/prod combiners exist on the wire but have no SDK method'),'select':(S,''),
'select_scatter':(D,'where with an iota mask'),'sigmoid':(S,''),'sign':(S,''),'sin':(S,''),
'sinh':(D,'(exp(x) - exp(-x)) / 2'),'slice':(S,''),'slice_scatter':(D,'pad + where'),
'sort':(S,'Sorting.sort / argsort'),'split_with_sizes':(D,'narrow'),'sqrt':(S,''),
'squeeze':(S,''),'sub':(S,''),'sum':(S,''),'sym_numel':(S,'numel'),'sym_size':(S,'size'),
'sym_storage_offset':(S,'always 0: tensors are dense values'),'sym_stride':(D,'row-major strides from size'),
'tan':(D,'sin / cos'),'tanh':(S,''),'topk':(S,'Sorting.topk'),
'trunc':(D,'sign(x) * floor(abs(x))'),'unsqueeze':(S,''),
'upsample_bilinear2d':(S,'Resampling.interpolate BILINEAR'),'upsample_nearest2d':(S,'Resampling.interpolate NEAREST'),
'var':(D,'mean of squared deviations'),'view':(S,''),'where':(S,''),
}
try:
    import torch
    core = set()
    for name in dir(torch.ops.aten):
        packet = getattr(torch.ops.aten, name, None)
        if hasattr(packet, "overloads") and any(torch.Tag.core in getattr(packet, o).tags for o in packet.overloads()):
            core.add(name)
    assert core == set(t), f"classify these: {sorted(core - set(t))}; gone: {sorted(set(t) - core)}"
except ImportError:
    pass
import collections  # run: python3 docs/aten_coverage.py > table (see docs/aten-coverage.md)
c=collections.Counter(v[0] for v in t.values())
n=len(t)
print(f"Core ATen ops (torch 2.13, ops tagged core, by name): {n}. SDK method {c[S]}, decomposes {c[D]}, "
      f"missing {c[M]}. Covered (method or decomposition): {c[S]+c[D]}/{n} = {100*(c[S]+c[D])/n:.0f}%.")
print()
print("| op | status | how / why |"); print("|---|---|---|")
for k in sorted(t): print(f"| `{k}` | {t[k][0]} | {t[k][1]} |")
