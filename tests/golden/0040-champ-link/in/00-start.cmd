championship create "Cupa de iarnă" --seed iarna
championship join "Cupa de iarnă" ana bogdan
championship start "Cupa de iarnă"
