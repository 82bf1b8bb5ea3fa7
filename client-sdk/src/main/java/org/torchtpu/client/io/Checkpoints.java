package org.torchtpu.client.io;

import java.io.IOException;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.Map;
import org.torchtpu.client.Session;
import org.torchtpu.client.Tensor;
import org.torchtpu.client.nn.Module;

/**
 * Model state as safetensors files: one tensor per parameter under its dotted name
 * ({@link Module#stateDict()}), in the parameters' own dtypes, so the files load in PyTorch with
 * {@code safetensors.torch.load_file} and back here with {@link #load}.
 */
public final class Checkpoints {
  private Checkpoints() {}

  /** Reads the module's parameters from the device (a sync point) and writes them to {@code path}. */
  public static void save(Module module, Path path, Map<String, String> metadata) throws IOException {
    Map<String, org.torchtpu.api.v1.TensorLiteral> host = new LinkedHashMap<>();
    for (Map.Entry<String, Tensor> e : module.stateDict().entrySet()) {
      host.put(e.getKey(), e.getValue().session().read(e.getValue()));
    }
    SafeTensors.write(path, host, metadata);
  }

  /** Uploads every tensor of a safetensors file to {@code session}, by name. */
  public static Map<String, Tensor> read(Session session, Path path) throws IOException {
    Map<String, Tensor> out = new LinkedHashMap<>();
    SafeTensors.read(path).tensors().forEach((name, literal) -> out.put(name, session.upload(literal)));
    return out;
  }

  /** Loads a file written by {@link #save} (or PyTorch) into the module; names and shapes must match. */
  public static void load(Module module, Path path) throws IOException {
    Tensor any = module.parameters().get(0).value();
    module.loadStateDict(read(any.session(), path));
  }
}
