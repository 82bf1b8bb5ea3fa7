import java.nio.file.Files;
import java.nio.file.Path;
import org.torchtpu.api.v1.BinaryOp;
import org.torchtpu.api.v1.DType;
import org.torchtpu.api.v1.Graph;
import org.torchtpu.api.v1.Op;
import org.torchtpu.api.v1.Parameter;
import org.torchtpu.api.v1.TensorType;
import org.torchtpu.server.stablehlo.StableHloImporter;

/**
 * Writes the seed corpus of GraphCompilerFuzzTest: graphs imported from the checked-in JAX exports
 * (so the seeds are real models) plus a cyclic graph, and the exports' StableHLO text. Run from
 * tpu-server/ with the test classpath:
 *   java -cp "../api-proto/target/classes:target/classes:$(../mvnw -q -o dependency:build-classpath -Dmdep.outputFile=/dev/stdout)" src/test/fuzz/MakeFuzzCorpus.java
 */
public class MakeFuzzCorpus {
  public static void main(String[] args) throws Exception {
    Path res = Path.of("src/test/resources/org/torchtpu/server/security/GraphCompilerFuzzTestInputs");
    Path graphs = Files.createDirectories(res.resolve("graphDecoderAndCompiler"));
    Path texts = Files.createDirectories(res.resolve("stableHloImporter"));
    String[][] exports = {{"mlp", "mlp_forward.mlir"}, {"softmax", "attention_block.mlir"}, {"reduce", "mlp_train_step.mlir"},
        {"stablehlo", "mlp_forward.generic.mlir"}};
    for (String[] e : exports) {
      String text = Files.readString(Path.of("src/test/resources/stablehlo", e[1]));
      Files.write(graphs.resolve(e[0]), StableHloImporter.parse(text).toByteArray());
      Files.writeString(texts.resolve(e[0]), text);
    }
    TensorType f32 = TensorType.newBuilder().setDtype(DType.F32).addDims(2).build();
    Graph cyclic = Graph.newBuilder().addParameters(Parameter.newBuilder().setId(1).setType(f32))
        .addOps(Op.newBuilder().addOperands(1).addOperands(3).addResults(2).setBinary(BinaryOp.newBuilder().setKind(BinaryOp.Kind.ADD)))
        .addOps(Op.newBuilder().addOperands(2).addOperands(1).addResults(3).setBinary(BinaryOp.newBuilder().setKind(BinaryOp.Kind.MULTIPLY)))
        .addOutputs(3).build();
    Files.write(graphs.resolve("cyclic"), cyclic.toByteArray());
  }
}
