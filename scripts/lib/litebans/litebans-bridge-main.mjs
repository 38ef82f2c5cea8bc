// The bundled bridge's entry (scripts/build-litebans-bridge.mjs): the command alone, no checkout.
import { runBridgeCli } from './litebans-cli.mjs';

process.exitCode = await runBridgeCli();
