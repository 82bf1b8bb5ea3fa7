package org.torchtpu.server.advisor;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import org.torchtpu.api.ir.OpTypeException;
import org.torchtpu.api.ir.TypeInference;
import org.torchtpu.api.v1.AdviceReport;
import org.torchtpu.api.v1.AdviseRequest;
import org.torchtpu.api.v1.ChipSpec;
import org.torchtpu.api.v1.CompileOptions;
import org.torchtpu.api.v1.CompiledProgram;
import org.torchtpu.api.v1.CostBreakdown;
import org.torchtpu.api.v1.EagerTrace;
import org.torchtpu.api.v1.FusedKernel;
import org.torchtpu.api.v1.Generation;
import org.torchtpu.api.v1.Graph;
import org.torchtpu.api.v1.HostSync;
import org.torchtpu.api.v1.Op;
import org.torchtpu.api.v1.ProgramKind;
import org.torchtpu.api.v1.TensorType;
import org.torchtpu.api.v1.TraceEvent;
import org.torchtpu.api.v1.TracedOp;
import org.torchtpu.server.advisor.Rules.AnalysedOp;
import org.torchtpu.server.advisor.Rules.PricedKernel;
import org.torchtpu.server.chip.ChipSpecs;
import org.torchtpu.server.ir.CompileException;
import org.torchtpu.server.compiler.GraphCompiler;
import org.torchtpu.server.ir.IrGraph;
import org.torchtpu.server.ir.IrOp;
import org.torchtpu.server.ir.IrValue;
import org.torchtpu.server.compiler.cache.ImportedModules;
import org.torchtpu.server.cost.CostModel;
import org.torchtpu.server.exec.Executor;
import org.torchtpu.server.stablehlo.StableHloImportException;
import org.torchtpu.server.stablehlo.StableHloImporter;
import org.torchtpu.service.error.DomainException;

/**
 * The hardware advisor: prices a graph or an eager trace with the {@link CostModel} of a generation and turns what
 * the prices show into findings (see {@link Rules}).
 *
 * <ul>
 *   <li>A graph is analysed as it would run: compiled by the same pass pipeline as Runtime.Compile (fusion included,
 *       without the compilation cache), so an elementwise chain fused into one kernel counts once, as one kernel.
 *   <li>An eager trace is analysed op by op, as Debug and Strict run it; its host syncs are the reads between ops.
 * </ul>
 * Bad input is a {@link DomainException}: INVALID naming what was wrong, EXHAUSTED (a CompileException) when a
 * graph cannot fit the chip.
 */
public final class HardwareAdvisor {
  private final GraphCompiler compiler;

  public HardwareAdvisor(Executor executor) {
    this.compiler = new GraphCompiler(executor);
  }

  /** Modules imported for advice, by caller and content. */
  private final ImportedModules<Graph> imports = new ImportedModules<>(Graph::getSerializedSize);

  /** Advise calls on StableHLO answered without importing the text again (tests). */
  long importsSkipped() {
    return imports.hits();
  }

  /** Advice for the request's subject on its generation ({@code hostGeneration} when the request names none). */
  public AdviceReport advise(AdviseRequest request, Generation hostGeneration) {
    return advise(request, hostGeneration, "");
  }

  /** As above for {@code caller}, whose StableHLO text is imported once and then looked up by its content. */
  public AdviceReport advise(AdviseRequest request, Generation hostGeneration, String caller) {
    Generation generation = request.getGeneration() == Generation.GENERATION_UNSPECIFIED
        ? hostGeneration : request.getGeneration();
    ChipSpec spec;
    try {
      spec = ChipSpecs.of(generation);
    } catch (IllegalArgumentException e) {
      throw invalid(e.getMessage());
    }
    Rules rules = new Rules(CostModel.calibrated(spec));
    AdviceReport.Builder report = switch (request.getSubjectCase()) {
      case GRAPH -> adviseGraph(request.getGraph(), spec, rules).setSubject("graph");
      case STABLEHLO -> adviseGraph(imports.importOnce(caller, request.getStablehlo(), "advise",
          () -> importStableHlo(request.getStablehlo())), spec, rules).setSubject("stablehlo");
      case TRACE -> adviseTrace(request.getTrace(), rules).setSubject("eager trace");
      case SUBJECT_NOT_SET -> throw invalid("the request names nothing to advise on: set graph, stablehlo or trace");
    };
    rules.recompiles(request.getCompilesList());
    return report
        .setGeneration(generation)
        .setMxuDim(spec.getMxuDim())
        .setRidgeFlopsPerByte(spec.getPeakBf16Flops() / spec.getHbmBytesPerSecond())
        .addAllFindings(rules.findings())
        .build();
  }

  private static Graph importStableHlo(String text) {
    if (text.isBlank()) {
      throw invalid("stablehlo is empty");
    }
    try {
      return StableHloImporter.parse(text);
    } catch (StableHloImportException e) {
      throw invalid("stablehlo: " + e.getMessage());
    }
  }

  // ------------------------------------------------------------------ graphs

  private AdviceReport.Builder adviseGraph(Graph graph, ChipSpec spec, Rules rules) {
    if (graph.getOpsCount() == 0) {
      throw invalid("the graph has no ops");
    }
    IrGraph ir;
    CompiledProgram program;
    try {
      ir = IrGraph.fromGraph(graph);
      program = compiler.compile(ir, ProgramKind.GRAPH, CompileOptions.getDefaultInstance(), spec, 1);
    } catch (CompileException e) {
      throw e;
    }
    // After compile, the IR's ops are the program's ops in order; each still knows its index as sent.
    List<IrOp> irOps = ir.ops();
    List<AnalysedOp> ops = new ArrayList<>(irOps.size());
    for (IrOp op : irOps) {
      List<TensorType> operandTypes = new ArrayList<>();
      List<Op.KindCase> producers = new ArrayList<>();
      for (IrValue v : op.operands()) {
        operandTypes.add(v.type());
        producers.add(v.isParameter() ? null : v.producer().kind());
      }
      List<TensorType> resultTypes = new ArrayList<>();
      for (IrValue v : op.results()) {
        resultTypes.add(v.type());
      }
      ops.add(new AnalysedOp(op.sourceIndex(), op.op(), operandTypes, resultTypes, producers));
    }
    List<PricedKernel> kernels = new ArrayList<>(program.getKernelsCount());
    for (FusedKernel k : program.getKernelsList()) {
      List<AnalysedOp> members = new ArrayList<>(k.getOpsCount());
      for (int index : k.getOpsList()) {
        members.add(ops.get(index));
      }
      kernels.add(new PricedKernel(members, k.getCost(), k.getKind() != FusedKernel.Kind.SINGLE));
    }
    return rules.analyse(ops, kernels, List.of()).setKernels(program.getKernelsCount());
  }

  // ------------------------------------------------------------------ eager traces

  private static AdviceReport.Builder adviseTrace(EagerTrace trace, Rules rules) {
    List<AnalysedOp> ops = new ArrayList<>();
    List<PricedKernel> kernels = new ArrayList<>();
    Map<Long, Op.KindCase> producedBy = new HashMap<>();
    int lastOpEvent = -1;
    for (int e = 0; e < trace.getEventsCount(); e++) {
      if (trace.getEvents(e).hasOp()) {
        lastOpEvent = e;
      }
    }
    if (lastOpEvent < 0) {
      throw invalid("the trace has no ops");
    }
    List<Rules.Sync> syncs = new ArrayList<>();
    for (int e = 0; e < trace.getEventsCount(); e++) {
      TraceEvent event = trace.getEvents(e);
      switch (event.getKindCase()) {
        case OP -> {
          AnalysedOp op = tracedOp(e, event.getOp(), producedBy);
          ops.add(op);
          if (op.op().getKindCase() != Op.KindCase.CALL) {
            kernels.add(new PricedKernel(List.of(op), price(e, op, rules.costModel()), false));
          }
        }
        case SYNC -> {
          HostSync sync = event.getSync();
          // A read after the trace's last op ends the step; one before it stalls the step.
          syncs.add(new Rules.Sync(e, sync, e < lastOpEvent));
        }
        case KIND_NOT_SET -> throw invalid("trace event " + e + " is neither an op nor a sync");
      }
    }
    return rules.analyse(ops, kernels, syncs).setKernels(kernels.size());
  }

  /** Types one traced op: its operand types as the client sent them, its result types by the op set's rules. */
  private static AnalysedOp tracedOp(int event, TracedOp traced, Map<Long, Op.KindCase> producedBy) {
    Op op = traced.getOp();
    if (op.getKindCase() == Op.KindCase.KIND_NOT_SET) {
      throw invalid("trace event " + event + ": the op has no kind set");
    }
    if (traced.getOperandTypesCount() != op.getOperandsCount()) {
      throw invalid("trace event " + event + " (" + TypeInference.kindName(op) + "): " + op.getOperandsCount()
          + " operands but " + traced.getOperandTypesCount() + " operand types");
    }
    List<Op.KindCase> producers = new ArrayList<>(op.getOperandsCount());
    for (long id : op.getOperandsList()) {
      producers.add(producedBy.get(id));
    }
    List<TensorType> results;
    if (op.getKindCase() == Op.KindCase.CALL) {
      results = List.of(); // a compiled program's call: priced by that program, not analysed here
    } else {
      try {
        results = TypeInference.infer(op, traced.getOperandTypesList());
      } catch (OpTypeException | ArithmeticException e) {
        throw invalid("trace event " + event + " (" + TypeInference.kindName(op) + "): " + e.getMessage());
      }
    }
    for (long id : op.getResultsList()) {
      producedBy.put(id, op.getKindCase());
    }
    return new AnalysedOp(event, op, traced.getOperandTypesList(), results, producers);
  }

  private static CostBreakdown price(int event, AnalysedOp op, CostModel costModel) {
    try {
      return costModel.price(op.op(), op.operands(), op.results());
    } catch (IllegalArgumentException e) { // OpTypeException included
      throw invalid("trace event " + event + " (" + TypeInference.kindName(op.op()) + "): " + e.getMessage());
    }
  }

  static DomainException invalid(String message) {
    return DomainException.invalid(message);
  }

  static String lower(Enum<?> e) {
    return e.name().toLowerCase(Locale.ROOT);
  }
}
