import { Group, Loader, Text } from "@mantine/core";

/** While the charts' code or their numbers load (a module of its own, outside the charts' chunk). */
export function ChartsLoading() {
  return (
    <Group justify="center" py="xl" gap="sm" role="status">
      <Loader size="sm" aria-hidden />
      <Text>Loading charts...</Text>
    </Group>
  );
}
