import { IngredientExplorer } from '~/components/blocks/IngredientExplorer'

export default function Preview() {
  return <IngredientExplorer title="Explore what is inside" />
}
